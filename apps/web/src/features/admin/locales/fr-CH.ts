import type { Msg } from '@app/shared/i18n/catalog';
import sharedNames from '@app/shared/i18n/names/fr-CH';
import journalTexts from '@app/shared/i18n/journal/fr-CH';

/**
 * The admin area's French texts, in its own chunk and one catalog per language: members
 * never download them (the sign-in screen's budget, decision 0011). The source of the
 * other languages' keys and values (docs/decisions/0022).
 */
export default {
  title: 'Administration',
  deniedTitle: 'Accès refusé',
  denied: 'Vous n’avez pas les permissions administrateur',
  back: 'Retour à l’accueil',
  tabsLabel: 'Sections de l’administration',
  /** After a closed station's name in the admin's choices and filters. */
  stationClosed: '{name} (fermée)' as Msg<{ name: string }>,
  tabs: {
    stats: 'Statistiques',
    reviews: 'Avis',
    photos: 'Photos',
    chat: 'Chat',
    users: 'Utilisateurs',
    journal: 'Journal',
    settings: 'Réglages',
    verify: 'À vérifier',
    campaigns: 'Campagnes',
    announcements: 'Annonces',
    journeys: 'Relances',
  },
  pendingBadge: '{count, plural, one {# avis} other {# avis}} en attente' as Msg<{ count: number }>,
  loadError: 'Erreur lors du chargement des données',
  unknownError: 'Erreur inconnue',
  previous: 'Précédent',
  next: 'Suivant',
  page: 'Page {page} sur {pages}' as Msg<{ page: number; pages: number }>,
  backups: {
    title: 'Sauvegardes',
    loading: 'Chargement des sauvegardes…',
    off: 'Sauvegardes automatiques désactivées : demandez à la personne qui a installé l’application de les activer sur le serveur.',
    schedule: 'Automatiques toutes les {hours} h, les {keep} dernières gardées.' as Msg<{
      hours: number;
      keep: number;
    }>,
    last: 'Dernière sauvegarde réussie',
    none: 'Aucune sauvegarde réussie pour le moment.',
    next: 'Prochaine',
    failed: 'Échec',
    running: 'En cours',
    manual: 'manuelle',
    scheduled: 'automatique',
    recent: 'Dernières sauvegardes',
  },
  stats: {
    ledgerReasons: sharedNames.operator.ledgerReasons,
    users: 'Utilisateurs',
    newUsers: '{count, plural, one {# nouveau} other {# nouveaux}} sur 30 jours' as Msg<{ count: number }>,
    washes: 'Lavages',
    newWashes: '{count} sur 30 jours' as Msg<{ count: number }>,
    sharers: 'Ont partagé',
    reviewers: 'Avis Google',
    providers: 'E-mail {manual} · Google {google} · Apple {apple}' as Msg<{
      manual: number;
      google: number;
      apple: number;
    }>,
    preferences: 'Stations préférées',
    topUsers: 'Meilleurs clients',
    pointsByReason: 'Points attribués ce mois',
    day: 'Jour',
    hour: 'Heure',
    count: 'Nombre',
    station: 'Station',
    none: 'Aucune donnée pour le moment.',
    periodTitle: 'Période',
    periodControls: 'Choix de la période',
    period: 'Période',
    periods: {
      today: 'Aujourd’hui',
      '7d': '7 derniers jours',
      '30d': '30 derniers jours',
      year: 'Cette année',
      custom: 'Dates choisies',
    },
    allStations: 'Toutes les stations',
    from: 'Du',
    to: 'Au',
    range:
      '{span, select, day {Le {from}} other {Du {from} au {to}}} · {station, select, all {toutes les stations} other {{station}}}' as Msg<{
        span: 'day' | 'days';
        from: string;
        to: string;
        station: string;
      }>,
    figures: {
      washes: 'Lavages',
      new_members: 'Nouveaux membres',
      active_members: 'Membres actifs',
      points: 'Points attribués',
      redemptions: 'Offres utilisées',
    },
    trend:
      '{change, select, new {contre 0 sur la période précédente} same {stable par rapport à la période précédente} up {+{percent} % par rapport à la période précédente} other {−{percent} % par rapport à la période précédente}}' as Msg<{
        change: 'new' | 'same' | 'up' | 'down';
        percent: number;
      }>,
    previousPeriod:
      '{span, select, day {Période précédente : le {from}} other {Période précédente : du {from} au {to}}}' as Msg<{
        span: 'day' | 'days';
        from: string;
        to: string;
      }>,
    series: { day: 'Lavages par jour', month: 'Lavages par mois' },
    month: 'Mois',
    periodHours: 'Lavages par heure',
    periodStations: 'Lavages par station',
    periodPoints: 'Points par motif',
    redemptionsByPartner: 'Offres utilisées par partenaire',
  },
  retention: {
    title: 'Fidélité',
    intro: 'Les membres reviennent-ils ? Les lavages des exploitants ne comptent pas.',
    earlyReturn: 'Retour en 30 jours',
    earlyReturnDetail:
      '{count, plural, =0 {aucun nouveau membre dont le premier lavage date de 30 à 120 jours} one {sur # nouveau membre (premier lavage il y a 30 à 120 jours)} other {sur # nouveaux membres (premier lavage il y a 30 à 120 jours)}}' as Msg<{
        count: number;
      }>,
    atRisk: 'Membres à risque',
    atRiskDetail: 'sans lavage depuis plus d’une fois et demie leur rythme habituel',
    cohortsTitle: 'Cohortes mensuelles',
    cohortsCaption:
      'Membres groupés par mois de leur premier lavage : part de ceux qui ont lavé dans chacun des 12 mois suivants. Plus la case est foncée, plus la part est grande.',
    cohortMonth: 'Premier lavage',
    cohortSize: 'Membres',
    monthAfter: 'M+{count}' as Msg<{ count: number }>,
    notYet: 'pas encore',
    weeklyTitle: 'Membres actifs par semaine (26 semaines)',
    week: 'Semaine du',
    members: 'Membres',
    atRiskTitle: 'Membres à relancer',
    writeToThem: 'Leur écrire une annonce',
    atRiskEmpty: 'Aucun membre à risque pour le moment.',
    atRiskShown: '{shown} premiers sur {total}' as Msg<{ shown: number; total: number }>,
    name: 'Membre',
    lastWash: 'Dernier lavage',
    usual: 'Rythme habituel',
    since: 'Sans lavage depuis',
    days: '{count, plural, one {# jour} other {# jours}}' as Msg<{ count: number }>,
  },
  reviews: {
    empty: 'Aucun avis en attente.',
    loadError: 'Impossible de charger les avis en attente',
    notes: 'Notes (facultatif)',
    approve: 'Approuver',
    reject: 'Rejeter',
    failed: 'Impossible de traiter l’avis',
    submittedBy: '{name} · {date}' as Msg<{ name: string; date: string }>,
    enlarge: 'Agrandir la capture',
    screenshot: 'Capture d’écran de {name}' as Msg<{ name: string }>,
  },
  photos: {
    empty: 'Aucune photo.',
    filters: 'Filtres des photos',
    station: 'Station',
    allStations: 'Toutes les stations',
    member: 'Membre (nom, pseudo ou e-mail)',
    when: '{day} à {time}' as Msg<{ day: string; time: string }>,
    enlarge: 'Agrandir la photo de {name}, {when}' as Msg<{ name: string; when: string }>,
    photoOf: 'Photo du lavage de {name} à {station}' as Msg<{ name: string; station: string }>,
    loadError: 'Impossible de charger les photos',
    delete: 'Supprimer la photo',
    confirm: 'Supprimer cette photo ? Les points du lavage seront retirés au client.',
    deleted:
      'Photo supprimée avec succès ({points, plural, one {# point retiré} other {# points retirés}} à {name})' as Msg<{
        points: number;
        name: string;
      }>,
  },
  chat: {
    empty: 'Aucun message.',
    loadError: 'Impossible de charger les messages',
    reports: '{count, plural, one {# signalement} other {# signalements}}' as Msg<{ count: number }>,
    hidden: 'Masqué',
    delete: 'Supprimer',
    deleteAll: 'Tout supprimer de ce membre',
    confirmDelete: 'Supprimer ce message ?',
    confirmDeleteAll: 'Supprimer tous les messages de {name} ?' as Msg<{ name: string }>,
    deleted: 'Message supprimé avec succès',
    restore: 'Rétablir',
    mute: 'Réduire au silence',
    muteTitle: 'Réduire {name} au silence' as Msg<{ name: string }>,
    hours: 'Durée (heures, 1 à 720)',
    reason: 'Raison',
    muteSubmit: 'Confirmer',
    muted: 'Membre réduit au silence jusqu’au {until}' as Msg<{ until: string }>,
    queues: { all: 'Tous', reported: 'Signalés', hidden: 'Masqués', deleted: 'Supprimés' },
    queuesLabel: 'Messages à afficher',
    reportedBy: '{name}{reason, select, none { (sans raison)} other { : « {reason} »}} · {when}' as Msg<{
      name: string;
      reason: string;
      when: string;
    }>,
    deletedBy: 'Supprimé par {name, select, none {la modération} other {{name}}} le {when}' as Msg<{
      name: string;
      when: string;
    }>,
    emptyQueue: {
      all: 'Aucun message.',
      reported: 'Aucun message signalé.',
      hidden: 'Aucun message masqué.',
      deleted: 'Aucun message supprimé.',
    },
    mutesTitle: 'Membres réduits au silence',
    noMutes: 'Personne n’est réduit au silence.',
    mutedUntil: 'Jusqu’au {until} · {reason}' as Msg<{ until: string; reason: string }>,
    unmute: 'Lever la sourdine',
    confirmUnmute: 'Lever la sourdine de {name} ?' as Msg<{ name: string }>,
  },
  member: {
    back: 'Retour à l’administration',
    loadError: 'Impossible de charger la fiche du membre',
    notFound: 'Ce membre n’existe plus.',
    title: 'Fiche de {name}' as Msg<{ name: string }>,
    open: 'Fiche de {name}' as Msg<{ name: string }>,
    profile: 'Profil',
    joined: 'Inscrit le {day}' as Msg<{ day: string }>,
    lastActive: 'Dernière activité : {when}' as Msg<{ when: string }>,
    never: 'Jamais actif',
    points: '{points} points · niveau {level}' as Msg<{ points: string; level: number }>,
    streaks:
      'Série : {days, plural, one {# jour} other {# jours}} · {weeks, plural, one {# semaine} other {# semaines}}' as Msg<{
        days: number;
        weeks: number;
      }>,
    referredBy: 'Parrainé par {name}' as Msg<{ name: string }>,
    gallery:
      '{shown, select, yes {Photos visibles dans la galerie} other {Photos cachées de la galerie}}' as Msg<{
        shown: 'yes' | 'no';
      }>,
    signIn: 'Connexion',
    password: 'E-mail et mot de passe',
    noPassword: 'Sans mot de passe',
    sessions: '{count, plural, one {# appareil connecté} other {# appareils connectés}}' as Msg<{
      count: number;
    }>,
    muted: 'Réduit au silence jusqu’au {until} ({reason})' as Msg<{ until: string; reason: string }>,
    actions: 'Actions',
    adjust: 'Ajuster les points',
    mute: 'Réduire au silence',
    delete: 'Supprimer le membre',
    deleted: 'Membre supprimé',
    washes: 'Lavages ({count})' as Msg<{ count: number }>,
    allPhotos: 'Toutes ses photos',
    noWashes: 'Aucun lavage.',
    photo: 'Lavage à {station}, {when}' as Msg<{ station: string; when: string }>,
    verified: 'code vérifié',
    ledger: 'Historique des points',
    noLedger: 'Aucun mouvement de points.',
    badges: 'Badges ({count})' as Msg<{ count: number }>,
    noBadges: 'Aucun badge.',
    reports: 'Signalements dans le chat',
    reportsMade: '{count, plural, one {# message signalé} other {# messages signalés}} par ce membre' as Msg<{
      count: number;
    }>,
    reportsReceived:
      '{count, plural, one {# signalement reçu} other {# signalements reçus}} sur ses messages' as Msg<{
        count: number;
      }>,
    reportLine: '{reporter}{reason, select, none {} other { (« {reason} »)}} : {message}' as Msg<{
      reporter: string;
      reason: string;
      message: string;
    }>,
    journal: 'Son journal',
  },
  users: {
    search: 'Rechercher (nom, pseudo, email)',
    empty: 'Aucun utilisateur.',
    createTitle: 'Créer un utilisateur',
    name: 'Nom',
    email: 'Email',
    password: 'Mot de passe',
    passwordHint: 'Minimum 6 caractères',
    station: 'Station préférée',
    noStation: 'Aucune',
    isAdmin: 'Administrateur',
    create: 'Créer',
    created: 'Utilisateur {name} créé' as Msg<{ name: string }>,
    createFailed: 'Impossible de créer l’utilisateur',
    edit: 'Modifier',
    editTitle: 'Modifier {name}' as Msg<{ name: string }>,
    pseudo: 'Pseudo',
    save: 'Enregistrer',
    saved: 'Utilisateur modifié',
    delete: 'Supprimer',
    confirmDelete: 'Supprimer {name} et toutes ses données ?' as Msg<{ name: string }>,
    deleted: 'Utilisateur supprimé avec succès',
    providers: { manual: 'E-mail', google: 'Google', apple: 'Apple' },
    deleteFailed: 'Impossible de supprimer les utilisateurs',
    you: 'Admin',
    points: 'Points',
    adjustTitle: 'Ajuster les points de {name}' as Msg<{ name: string }>,
    delta: 'Points à ajouter (négatif pour retirer)',
    reason: 'Raison',
    adjust: 'Ajuster',
    adjusted: 'Points ajustés : nouveau total {total}' as Msg<{ total: number }>,
    dangerTitle: 'Zone sensible',
    dangerHelp:
      'Ces actions touchent de nombreux comptes à la fois et ne peuvent pas être annulées. Faites une sauvegarde avant (Réglages, Sauvegardes).',
    cleanupHelp:
      'Supprime les comptes créés pour des essais : ceux dont le nom, l’e-mail ou le pseudo contient « test », « demo » ou « fake », avec leurs lavages, sessions et notifications. Les administrateurs restent.',
    clearAllHelp: 'Tapez SUPPRIMER pour effacer tous les membres (les administrateurs restent).',
    /** The word the operator types (the server checks the same word, in the same language). */
    confirmWord: 'SUPPRIMER',
    clearAllLabel: 'Confirmation',
    clearAll: 'Supprimer tous les membres',
    clearAllConfirm: 'Supprimer définitivement tous les membres et leurs données ?',
    cleanup: 'Nettoyer les utilisateurs test',
    cleanupConfirm: 'Supprimer les comptes dont le nom, l’email ou le pseudo contient test, demo ou fake ?',
    cleanupDone:
      '{users, plural, one {# utilisateur} other {# utilisateurs}}, {washes, plural, one {# lavage} other {# lavages}}, {sessions, plural, one {# session} other {# sessions}} et {notifications, plural, one {# notification} other {# notifications}} supprimés' as Msg<{
        users: number;
        washes: number;
        sessions: number;
        notifications: number;
      }>,
    cleanupFailed: 'Impossible de nettoyer les utilisateurs test',
    level: 'Niv. {level}' as Msg<{ level: number }>,
  },
  /** CSV downloads (UTF-8, `;`): what the screen shows, with its filters. */
  exports: {
    members: 'Exporter les membres (CSV)',
    washes: 'Exporter les lavages (CSV)',
    ledger: 'Exporter les points (CSV)',
    journal: 'Exporter le journal (CSV)',
    at_risk: 'Exporter les membres à risque (CSV)',
    journeys: 'Exporter les résultats des relances (CSV)',
  },
  journal: {
    action: 'Action',
    all: 'Toutes les actions',
    empty: 'Aucune entrée.',
    by: 'par {name}' as Msg<{ name: string }>,
    search: 'Membre ou opérateur (nom)',
    from: 'Du',
    to: 'Au',
    filters: 'Filtres du journal',
    actions: sharedNames.operator.journalActions,
    yes: journalTexts.yes,
    no: journalTexts.no,
    fields: journalTexts.fields as Record<string, string>,
    targetId: 'Identifiant : {id}' as Msg<{ id: string }>,
  },
  toReview: {
    thisPhoto: 'Ce lavage',
    earlierPhoto: 'Photo antérieure',
    earlierGone: 'La photo antérieure n’est plus conservée (lavage annulé ou de plus d’un mois).',
    alsoReasons: 'Aussi : {reasons}' as Msg<{ reasons: string }>,
    burstsHeading: 'Codes erronés en série',
    burst:
      '{failures, plural, one {# code erroné} other {# codes erronés}} à {station}, de {from} à {to}. Les codes y sont refusés pendant dix minutes après 60 erreurs.' as Msg<{
        failures: number;
        station: string;
        from: string;
        to: string;
      }>,
    dismissBurst: 'Classer',
    intro:
      'Lavages acceptés qui méritent un regard : loin de la station, code partagé par plusieurs clients, ou photo très proche d’une photo déjà utilisée.',
    empty: 'Rien à vérifier.',
    reasons: {
      far: 'Loin de la station (plus de 2 km)',
      shared_code: 'Code affiché utilisé par plusieurs clients',
      similar_photo: 'Photo très proche d’une photo déjà utilisée',
      no_presence: 'Sans code à une station qui l’exige',
      several_accounts: 'Plusieurs comptes, un appareil (même téléphone ou même adresse, en 10 minutes)',
      own_photo: 'Proche d’une de ses propres photos',
      outside_hours: 'Hors des horaires d’ouverture de la station',
      no_car: 'Aucune voiture visible',
      blurry: 'Photo floue, sans code de la station',
    },
    distance:
      '{unit, select, km {À {distance} km de la station} other {À {distance} m de la station}}' as Msg<{
        unit: 'km' | 'm';
        distance: string;
      }>,
    verified: 'Code de la station vérifié',
    unverified: 'Sans code de station',
    offline: 'validé hors ligne',
    photoAlt: 'Photo du lavage de {name} à {station}' as Msg<{ name: string; station: string }>,
    keep: 'Valider',
    cancel: 'Annuler le lavage',
    kept: 'Lavage validé',
    confirmCancel:
      'Annuler ce lavage de {name} ? Ses {points} points, son bonus de partage et les badges qu’il valait seront repris, et le membre prévenu.' as Msg<{
        name: string;
        points: number;
      }>,
  },
  displays: {
    heading: 'Écrans de la station',
    title: 'Écrans de la station {station}' as Msg<{ station: string }>,
    loading: 'Chargement des écrans…',
    loadError: 'Impossible de charger les écrans.',
    empty: 'Aucun écran pour cette station.',
    waiting: 'En attente d’appairage',
    lastSeen: 'Vu pour la dernière fois : {when}' as Msg<{ when: string }>,
    revoked: 'Révoqué',
    revoke: 'Révoquer',
    confirmRevoke: 'Révoquer « {label} » ? Ses codes ne seront plus acceptés.' as Msg<{ label: string }>,
    revokedNotice: 'Écran révoqué : ses codes ne sont plus acceptés.',
    label: 'Nom du nouvel écran (facultatif)',
    labelPlaceholder: 'Ex. Baie 1',
    add: 'Ajouter un écran',
    pairingTitle: 'Code d’appairage pour « {label} »' as Msg<{ label: string }>,
    pairingHelp: 'Sur la tablette de la station, ouvrez {url} et saisissez ce code :' as Msg<{ url: string }>,
    pairingExpires: 'Valable une seule fois, jusqu’à {time}.' as Msg<{ time: string }>,
    pairingScan: 'Ou scannez ce code QR avec l’appareil photo de la tablette :',
    pairingQrLabel: 'Code QR d’appairage {code}' as Msg<{ code: string }>,
  },
  settings: {
    network: {
      title: 'Réseau de stations',
      intro:
        'Ajoutez, renommez, fermez ou réordonnez les stations. Une station fermée disparaît des choix des membres ; ses lavages restent dans l’historique et les statistiques.',
      listLabel: 'Stations du réseau, dans l’ordre montré aux membres',
      closed: 'fermée',
      moveUp: 'Monter {name}' as Msg<{ name: string }>,
      moveDown: 'Descendre {name}' as Msg<{ name: string }>,
      close: 'Fermer',
      reopen: 'Rouvrir',
      confirmClose: 'Fermer « {name} » ? Plus aucun lavage n’y sera validé ; son historique reste.' as Msg<{
        name: string;
      }>,
      edit: 'Modifier',
      cancel: 'Annuler',
      add: 'Ajouter une station',
      addTitle: 'Nouvelle station',
      name: 'Nom (2 à 40 caractères)',
      washTypes: 'Types de lavage proposés',
      standard: 'Standard',
      premium: 'Premium',
      hours: 'Horaires (heure de Zurich)',
      always: 'Ouverte 24 h/24, 7 j/7',
      bays: 'Pistes de lavage (1 à 20) : l’affluence se mesure sur elles',
      reviewOutsideHours:
        'Lister dans « À vérifier » les lavages validés hors de ces horaires (ils comptent quand même)',
      photo: 'Photo de la station (JPEG, PNG ou WebP)',
      photoOf: 'Photo de {name}' as Msg<{ name: string }>,
      photoSaved: 'Photo enregistrée',
      hoursHint:
        'Par jour : « 06:00-22:00 », plusieurs plages séparées par une virgule ; vide : fermée ce jour-là.',
      days: {
        mon: 'Lundi',
        tue: 'Mardi',
        wed: 'Mercredi',
        thu: 'Jeudi',
        fri: 'Vendredi',
        sat: 'Samedi',
        sun: 'Dimanche',
      },
      badHours: 'Horaires illisibles pour {day}' as Msg<{ day: string }>,
      created: 'Station « {name} » ajoutée' as Msg<{ name: string }>,
      updated: 'Station « {name} » enregistrée' as Msg<{ name: string }>,
      ordered: 'Ordre des stations enregistré',
      save: 'Enregistrer la station',
      create: 'Ajouter la station',
    },
    brand: {
      title: 'Marque',
      intro:
        'Le nom, la couleur et le logo de l’application, l’expéditeur des e-mails et les coordonnées de l’exploitant (conditions d’utilisation, confidentialité).',
      name: 'Nom du programme',
      shortName: 'Nom court (icône de l’application installée, 12 caractères au plus)',
      color: 'Couleur principale',
      colorHex: 'Couleur principale (#rrggbb)',
      contrast: 'Contraste du texte blanc sur cette couleur : {ratio}:1' as Msg<{ ratio: string }>,
      contrastOk: 'lisible (WCAG AA)',
      contrastLow: 'trop faible : 4,5:1 au moins',
      sample: 'Aperçu d’un bouton',
      mailSender: 'Nom de l’expéditeur des e-mails',
      legalName: 'Raison sociale de l’exploitant',
      postalAddress: 'Adresse postale',
      contactEmail: 'E-mail de contact',
      logo: 'Logo (PNG ou JPEG carré, 512 px au moins)',
      logoAlt: 'Logo actuel',
      logoSaved: 'Logo enregistré : les icônes de l’application sont à jour.',
      save: 'Enregistrer la marque',
      saved: 'Marque enregistrée. La couleur s’applique au prochain chargement de la page.',
    },
    sectionsLabel: 'Sections des réglages',
    sections: {
      stations: 'Stations & écrans',
      brand: 'Marque',
      scale: 'Barème des points',
      partners: 'Partenaires',
      chat: 'Chat & communauté',
      backups: 'Sauvegardes',
    },
    unsavedConfirm: 'Des modifications ne sont pas enregistrées. Quitter sans les enregistrer ?',
    unsaved: 'Modifications non enregistrées',
    saveStations: 'Enregistrer les stations',
    saveChat: 'Enregistrer le chat et la galerie',
    saveReviewBonus: 'Enregistrer le bonus avis',
    displayLive: 'Écran actif, vu à {time}' as Msg<{ time: string }>,
    displaySilent: 'Écran muet depuis le {when}' as Msg<{ when: string }>,
    displayNone: 'Aucun écran appairé',
    stationsTitle: 'Stations',
    displayName: 'Nom affiché',
    address: 'Adresse',
    reviewUrl: 'Lien d’avis Google (https)',
    wordsTitle: 'Mots masqués dans le chat',
    wordsHelp: 'Un mot par ligne.',
    presenceRequired: 'Exiger le code de l’écran de la station à chaque lavage',
    presenceHint:
      'Sans écran appairé, laissez décoché : les clients valident alors leurs lavages avec la photo seule.',
    latitude: 'Latitude (ex. 47.0587)',
    longitude: 'Longitude (ex. 6.9011)',
    coordinatesHint:
      'Pour repérer les lavages validés à plus de 2 km de la station. Laissez vide pour ne pas vérifier.',
    presenceTitle: 'Preuve de présence',
    offlineHours: 'Délai pour un lavage validé hors ligne (heures, 0 à 48)',
    usersPerCode: 'Clients au plus par code affiché (1 à 20)',
    invalidNumber: '{label} : nombre invalide' as Msg<{ label: string }>,
    reviewBonusTitle: 'Bonus avis Google',
    reviewBonus: 'Offrir des points pour un avis Google (montant du barème)',
    reviewBonusRisk:
      'Attention : les règles de Google interdisent de récompenser les avis, et une fiche d’établissement qui le fait risque de perdre ses avis. Décoché, l’application invite toujours à laisser un avis, sans promettre ni verser de points.',
    galleryTitle: 'Galerie',
    galleryDefault: 'Les photos des nouveaux membres apparaissent dans la galerie',
    save: 'Enregistrer les réglages',
    saved: 'Réglages enregistrés',
    rewardsTitle: 'Récompenses partenaires',
    feedTitle: 'Publications des réseaux',
    add: 'Ajouter',
    edit: 'Modifier',
    delete: 'Supprimer',
    saveItem: 'Enregistrer',
    confirmDelete: 'Supprimer « {name} » ?' as Msg<{ name: string }>,
    savedItem: 'Enregistré',
    deletedItem: 'Supprimé',
    example: 'exemple',
    inactive: 'inactive',
    until: 'jusqu’au {day}' as Msg<{ day: string }>,
    noPin: 'PIN partenaire à définir',
    redemptions: '{count, plural, one {# utilisation} other {# utilisations}} chez le partenaire' as Msg<{
      count: number;
    }>,
    newReward: 'Nouvelle récompense',
    newPost: 'Nouvelle publication',
    reward: {
      partner_name: 'Partenaire',
      image_url: 'Image (chemin du site, ex. /rewards/cafe.svg)',
      discount_percentage: 'Réduction (%)',
      promo_code: 'Code promo',
      description: 'Description',
      conditions: 'Conditions',
      required_level: 'Niveau requis',
      required_points: 'Points requis',
      active: 'Active',
      starts_on: 'Début de l’offre (facultatif)',
      ends_on: 'Fin de l’offre (facultatif)',
      uses_per_member: 'Utilisations par membre',
      usesHint: 'Vide : illimité.',
      partner_pin: 'Code PIN du partenaire',
      pinHint: '4 à 8 chiffres, pour la page /partenaire/verifier. Vide : inchangé.',
    },
    logo: {
      add: 'Logo',
      replace: 'Changer le logo',
      remove: 'Retirer le logo de {partner}' as Msg<{ partner: string }>,
      current: 'Logo de {partner}' as Msg<{ partner: string }>,
      tooLarge: 'Le logo dépasse 1 Mo',
    },
    post: {
      platform: 'Plateforme',
      image_url: 'Image (https)',
      caption: 'Texte',
      likes: 'J’aime',
      view_count: 'Vues (TikTok)',
      link: 'Lien (https)',
    },
    summary: '-{discount} % · niveau {level} · {points, plural, one {# point} other {# points}}' as Msg<{
      discount: number;
      level: number;
      points: number;
    }>,
  },
  journeys: {
    intro:
      'Des messages automatiques qui ramènent les membres au bon moment. Chaque relance garde un groupe témoin qui ne reçoit rien : la différence entre les deux groupes mesure ce que le message apporte.',
    names: {
      streak_at_risk: 'Série en danger',
      welcome: 'Bienvenue',
      win_back: 'Reconquête',
      almost_there: 'Presque là',
      birthday: 'Anniversaire',
    },
    descriptions: {
      streak_at_risk: 'Le samedi à 10 h, aux membres dont la série de semaines s’arrête dimanche soir.',
      welcome: 'Aux nouveaux inscrits qui n’ont pas encore lavé, quelques jours après l’inscription.',
      win_back: 'Aux membres sans lavage depuis un certain nombre de jours, avec une offre facultative.',
      almost_there: 'Aux membres à un lavage du niveau suivant.',
      birthday: 'Le jour de leur anniversaire, avec des points offerts.',
    },
    enabled: 'Active',
    holdout: 'Groupe témoin (%)',
    holdoutHint:
      'Entre 0 et 30 % des membres, tirés au hasard une fois pour toutes, ne reçoivent pas ce message.',
    thresholdDays: 'Seuil (jours)',
    thresholdWeeks: 'Série minimale (semaines)',
    offerWinBack: 'Points offerts au prochain lavage dans les 14 jours (0 : aucune offre)',
    offerBirthday: 'Points offerts',
    language: 'Langue du texte',
    title: 'Titre',
    body: 'Texte',
    placeholders: 'Champs disponibles : {list}' as Msg<{ list: string }>,
    preview: 'Aperçu',
    save: 'Enregistrer',
    saved: 'Relance enregistrée.',
    capsTitle: 'Plafonds',
    capsIntro:
      'Au plus tant de messages automatiques par membre, annonces comprises. Rien n’est envoyé entre 20 h et 9 h : un message attend 9 h.',
    perDay: 'Par jour',
    perWeek: 'Par semaine',
    capsSave: 'Enregistrer les plafonds',
    capsSaved: 'Plafonds enregistrés.',
    statsTitle: 'Relances',
    statsIntro:
      'Qui est revenu laver dans les 14 jours : les membres relancés contre le groupe témoin. L’effet est la différence en points de pourcentage, avec son intervalle de confiance à 95 %.',
    from: 'Du',
    to: 'Au',
    columns: {
      journey: 'Relance',
      eligible: 'Éligibles',
      sent: 'Envoyées',
      control: 'Témoins',
      opened: 'Ouvertes',
      returnedSent: 'Revenus (relancés)',
      returnedControl: 'Revenus (témoins)',
      lift: 'Effet',
      points: 'Points versés',
    },
    liftValue: '{lift} points ({low} à {high})' as Msg<{ lift: string; low: string; high: string }>,
    notSignificant: 'pas encore significatif',
    significant: 'significatif',
    sample: {
      name: 'Léa',
      offer: 'Lavez dans les 14 jours : +30 points offerts.',
      goal: 'du niveau 6',
    },
  },
  pointsScale: {
    title: 'Barème des points',
    intro:
      'Les montants que le programme verse. Un changement vaut pour les événements qui suivent : les points déjà gagnés restent tels quels.',
    groups: {
      wash: 'Lavages',
      bonuses: 'Partages, avis et parrainage',
      snake: 'Défi Snake (podium de la semaine)',
      joker: 'Joker de série',
    },
    labels: journalTexts.scaleLabels,
    defaultValue: 'défaut : {value}' as Msg<{ value: number }>,
    bounds: 'Entre 0 et 500.',
    previewTitle: 'Aperçu',
    previewWeekday:
      'Lavage un mardi à midi, série de 3 jours, niveau 5 : {points, plural, one {# point} other {# points}}' as Msg<{
        points: number;
      }>,
    previewWeekend:
      'Lavage un samedi à 8 h, série de 7 jours, niveau 5 : {points, plural, one {# point} other {# points}}' as Msg<{
        points: number;
      }>,
    badgesTitle: 'Récompenses des badges ({count})' as Msg<{ count: number }>,
    badgeReward: 'Points du badge « {name} »' as Msg<{ name: string }>,
    invalid: '{label} : un nombre entier entre 0 et 500' as Msg<{ label: string }>,
    defaults: 'Revenir aux valeurs par défaut',
    save: 'Enregistrer le barème',
    saved: 'Barème enregistré : il s’applique dès maintenant.',
    unchanged: 'Aucun montant n’a changé.',
  },
  announcements: {
    intro:
      'Un court message aux membres : il arrive dans leurs notifications, et en notification push sur les téléphones qui l’ont permis. Une annonce au plus par membre et par jour.',
    newTitle: 'Nouvelle annonce',
    title: 'Titre',
    body: 'Texte',
    counter: '{length}/{max}' as Msg<{ length: number; max: number }>,
    translationsTitle: 'Dans d’autres langues (facultatif)',
    translationsHint:
      'Chaque membre lit l’annonce dans sa langue si vous l’écrivez ici ; sinon, en français. Remplissez le titre et le texte d’une langue, ou aucun des deux.',
    versionTitle: 'Titre ({language})' as Msg<{ language: string }>,
    versionBody: 'Texte ({language})' as Msg<{ language: string }>,
    versionIncomplete: 'Remplissez le titre et le texte en {language}, ou aucun des deux.' as Msg<{
      language: string;
    }>,
    link: 'Lien dans l’application (facultatif)',
    noLink: 'Aucun lien (ouvre l’accueil)',
    links: {
      '/': 'Accueil',
      '/add-wash': 'Valider un lavage',
      '/leaderboard': 'Classement',
      '/profile': 'Profil',
      '/levels': 'Niveaux',
      '/reviews': 'Avis Google',
      '/photos': 'Galerie',
      '/badges': 'Badges',
      '/challenges': 'Défi Snake',
      '/viral-features?tab=rewards': 'Récompenses partenaires',
      '/viral-features?tab=referral': 'Parrainage',
      '/viral-features?tab=chat': 'Chat',
    } as Record<string, string>,
    audience: 'Destinataires',
    audiences: {
      all: 'Tous les membres',
      station_regulars: 'Les habitués d’une station',
      inactive: 'Les membres inactifs depuis 30 jours',
      near_level: 'Les membres à moins de 50 points du niveau suivant',
      at_risk: 'Les membres à risque (Fidélité)',
    },
    audienceHints: {
      all: 'Chaque membre (les opérateurs ne reçoivent pas les annonces).',
      station_regulars:
        'Les membres dont c’est la station préférée, ou qui y ont lavé au moins deux fois en 60 jours.',
      inactive: 'Inscrits depuis plus de 30 jours, sans lavage depuis 30 jours.',
      near_level: 'Ceux à qui il manque 50 points ou moins pour monter de niveau.',
      at_risk:
        'Sans lavage depuis plus d’une fois et demie leur rythme habituel (au moins 3 jours de lavage).',
    },
    station: 'Station',
    chooseStation: 'Choisir une station',
    reach: 'Touchera {count, plural, one {# membre} other {# membres}}' as Msg<{ count: number }>,
    alreadyServed:
      'dont {count, plural, one {# membre qui a} other {# membres qui ont}} déjà reçu une annonce aujourd’hui' as Msg<{
        count: number;
      }>,
    counting: 'Calcul du nombre de destinataires…',
    when: 'Envoi',
    now: 'Maintenant',
    later: 'Programmer',
    sendAt: 'Date et heure d’envoi (heure de Zurich)',
    preview: 'Aperçu dans les notifications',
    previewEmpty: 'Le titre et le texte apparaîtront ici.',
    opens: 'Ouvre : {page}' as Msg<{ page: string }>,
    send: 'Envoyer l’annonce',
    schedule: 'Programmer l’annonce',
    confirmSend:
      'Envoyer cette annonce à {count, plural, one {# membre} other {# membres}} maintenant ?' as Msg<{
        count: number;
      }>,
    listTitle: 'Annonces envoyées et programmées',
    empty: 'Aucune annonce pour le moment.',
    status: { scheduled: 'Programmée', sending: 'Envoi en cours', sent: 'Envoyée', cancelled: 'Annulée' },
    sentLine:
      '{reached, plural, one {# membre atteint} other {# membres atteints}} · push : {sent, plural, one {# réussi} other {# réussis}}, {failed, plural, one {# échec} other {# échecs}}' as Msg<{
        reached: number;
        sent: number;
        failed: number;
      }>,
    skipped: '{count, plural, one {# membre déjà servi} other {# membres déjà servis}} ce jour-là' as Msg<{
      count: number;
    }>,
    planned: 'Prévue le {when}' as Msg<{ when: string }>,
    sentAt: 'Envoyée le {when}' as Msg<{ when: string }>,
    by: 'par {name}' as Msg<{ name: string }>,
    cancel: 'Annuler',
    confirmCancel: 'Annuler l’annonce « {title} » ?' as Msg<{ title: string }>,
    invalidDate: 'Date d’envoi invalide',
  },
  campaigns: {
    title: 'Campagnes',
    intro:
      'Un multiplicateur ou un bonus sur les points des lavages, pour une période, des stations, des jours et des heures. Les campagnes qui se cumulent ne dépassent jamais ×3.',
    empty: 'Aucune campagne pour le moment.',
    newTitle: 'Nouvelle campagne',
    editTitle: 'Modifier « {name} »' as Msg<{ name: string }>,
    name: 'Nom (vu par les clients)',
    namePlaceholder: 'Ex. Double points à Saint-Blaise',
    kind: 'Type',
    kinds: { multiplier: 'Multiplicateur', bonus: 'Bonus de points' },
    factor: 'Multiplicateur (×1,1 à ×3)',
    bonus: 'Points en plus par lavage (1 à 500)',
    startsAt: 'Début (heure de Zurich, vide : maintenant)',
    endsAt: 'Fin (heure de Zurich)',
    stations: 'Stations (aucune cochée : toutes)',
    weekdays: 'Jours (aucun coché : tous)',
    hours: 'Heures (facultatif)',
    from: 'De',
    to: 'À',
    create: 'Créer la campagne',
    save: 'Enregistrer',
    cancel: 'Annuler',
    created: 'Campagne créée',
    saved: 'Campagne modifiée',
    stop: 'Arrêter',
    edit: 'Modifier',
    delete: 'Supprimer',
    confirmStop: 'Arrêter « {name} » maintenant ?' as Msg<{ name: string }>,
    confirmDelete: 'Supprimer « {name} » ? Les points déjà versés restent acquis.' as Msg<{ name: string }>,
    stopped: 'Campagne arrêtée',
    deleted: 'Campagne supprimée',
    status: { running: 'En cours', upcoming: 'À venir', ended: 'Terminée' },
    period: 'Du {from} au {to}' as Msg<{ from: string; to: string }>,
    allStations: 'Toutes les stations',
    everyDay: 'Tous les jours',
    allDay: 'Toute la journée',
    hoursRange: 'de {from} à {to}' as Msg<{ from: string; to: string }>,
    tally:
      '{washes, plural, one {# lavage} other {# lavages}} · {points, plural, one {# point} other {# points}} offerts' as Msg<{
        washes: number;
        points: number;
      }>,
    by: 'Créée par {name}' as Msg<{ name: string }>,
    invalidDate: 'Date invalide',
    invalidFactor: 'Multiplicateur invalide',
  },
};
