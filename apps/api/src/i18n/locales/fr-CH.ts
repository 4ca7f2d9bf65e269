import type { Msg } from '@app/shared/i18n/catalog';
import sharedNames from '@app/shared/i18n/names/fr-CH';
import journalTexts from '@app/shared/i18n/journal/fr-CH';

/**
 * Every French sentence the API answers or writes with (refusals' `detail`, notifications,
 * push messages, e-mails, exports). The source of the other languages' keys and values;
 * ICU MessageFormat, compiled when the server starts (docs/decisions/0022).
 */
export default {
  /** How answers and notifications give a moment: "24.11.2026 à 14:30". */
  dateTime: '{date} à {time}' as Msg<{ date: string; time: string }>,
  /**
   * The shared schemas' refusals, word for word as the schemas write them (in French): the
   * error handler finds a refusal here and answers it in the request's language.
   */
  /**
   * The programme’s names: levels (1–10, then families with Elite and Supreme), streak
   * tiers and messages, badge categories, and the badges (by id; a badge added later reads
   * its stored French name).
   */
  names: {
    ...sharedNames.programme,
    ...sharedNames.operator,
    streakMessages: {
      none: 'Lavez votre voiture cette semaine pour lancer votre série !',
      basic: 'Bon début ! Revenez la semaine prochaine pour débloquer les étincelles.',
      sparkles: 'Des étincelles ! Votre série prend forme.',
      fireworks: 'Feu d’artifice ! Un mois de régularité.',
      rainbow: 'Arc-en-ciel ! Deux mois sans interruption.',
      explosion: 'Explosion de couleurs ! Trois mois de série.',
      legendary: 'Légendaire ! Six mois de série, respect absolu.',
    },
    badges: {
      first_wash: { name: 'Premier lavage', description: 'Valider votre premier lavage.' },
      washes_10: { name: 'Habitué', description: 'Valider 10 lavages.' },
      washes_25: { name: 'Fidèle', description: 'Valider 25 lavages.' },
      washes_50: { name: 'Pilier de la station', description: 'Valider 50 lavages.' },
      washes_100: { name: 'Centurion de la brillance', description: 'Valider 100 lavages.' },
      streak_3: { name: 'Sur la lancée', description: 'Laver 3 jours de suite.' },
      streak_7: { name: 'Semaine parfaite', description: 'Laver 7 jours de suite.' },
      streak_14: { name: 'Inarrêtable', description: 'Laver 14 jours de suite.' },
      streak_30: { name: 'Mois de feu', description: 'Laver 30 jours de suite.' },
      all_stations: { name: 'Globe-trotter', description: 'Laver dans les trois stations.' },
      station_regular: { name: 'Enfant du pays', description: 'Laver 10 fois dans la même station.' },
      early_bird: { name: 'Lève-tôt', description: 'Laver avant 9 h.' },
      night_owl: { name: 'Oiseau de nuit', description: 'Laver à partir de 19 h.' },
      weekend_warrior: { name: 'Guerrier du week-end', description: 'Laver un samedi ou un dimanche.' },
      level_5: { name: 'Pro du lavage', description: 'Atteindre le niveau 5.' },
      level_10: { name: 'Maître+', description: 'Atteindre le niveau 10.' },
      level_25: { name: 'Élite', description: 'Atteindre le niveau 25.' },
      points_1000: {
        name: 'Millier de points',
        description: 'Cumuler {points} points.' as Msg<{ points: number }>,
      },
      points_5000: {
        name: 'Collectionneur',
        description: 'Cumuler {points} points.' as Msg<{ points: number }>,
      },
      first_share: { name: 'Influenceur', description: 'Partager un lavage sur un réseau social.' },
      first_review: { name: 'Critique étoilé', description: 'Voir un avis Google validé.' },
      first_referral: { name: 'Ambassadeur', description: 'Parrainer un ami qui valide son premier lavage.' },
      snake_first_game: {
        name: 'Charmeur de serpent',
        description: 'Soumettre un premier score au défi Snake.',
      },
      snake_podium: {
        name: 'Podium Snake',
        description: 'Finir dans les trois premiers d’un défi Snake hebdomadaire.',
      },
      snake_champion: { name: 'Roi du Snake', description: 'Gagner un défi Snake hebdomadaire.' },
    },
  },
  validation: {
    texteSignesBalises: 'Le texte ne peut pas contenir les signes < > { }',
    nomProgramme140: 'Le nom du programme compte de 1 à 40 caractères',
    nomCourt112: 'Le nom court compte de 1 à 12 caractères',
    couleurHex: 'La couleur s’écrit #rrggbb',
    couleurTropClaire:
      'Couleur trop claire : un texte blanc dessus doit atteindre un contraste de 4,5:1 (WCAG AA)',
    nomExpediteur160: 'Le nom d’expéditeur compte de 1 à 60 caractères',
    raisonSociale1100: 'La raison sociale compte de 1 à 100 caractères',
    adressePostaleTexte: 'L’adresse postale est un texte',
    adressePostaleTropLongue: 'L’adresse postale est trop longue',
    emailContactInvalide: 'Adresse e-mail de contact invalide',
    nomStationSignesInterdits: 'Le nom de la station ne peut pas contenir les signes < > { } = + @',
    champReviewOutsideHoursVraiFauxAttendu: 'Champ « review_outside_hours » : vrai ou faux attendu',
    champOpenVraiFauxAttendu: 'Champ « open » : vrai ou faux attendu',
    choisissezMoinsTypeLavage: 'Choisissez au moins un type de lavage',
    horairesIllisibles:
      'Horaires illisibles : chaque jour de lundi à dimanche, des plages « HH:MM » à « HH:MM » qui se suivent',
    nombrePistesEntier120: 'Le nombre de pistes est un entier de 1 à 20',
    nomStationCompte240Caracteres: 'Le nom de la station compte de 2 à 40 caractères',
    nomStationRequis: 'Le nom de la station est requis',
    ordreDonneChaqueStationUneFois: 'L’ordre donne chaque station une fois',
    actionAttendueApproveReject: 'Action attendue : approve ou reject',
    adresseAbonnementPushInvalide: 'Adresse d’abonnement push invalide',
    annonceIntrouvable: 'Annonce introuvable',
    moinsUtilisationMembreIllimite: 'Au moins une utilisation par membre (ou illimité)',
    plus1000UtilisationsMembre: 'Au plus {max} utilisations par membre' as Msg<{ max: number }>,
    badgeInconnu: 'Badge inconnu',
    campagneInconnue: 'Campagne inconnue',
    lienNPageApplication: 'Ce lien n’est pas une page de l’application',
    champBadgeIdsListeAttendue: 'Champ « badge_ids » : liste attendue',
    champDeltaNombreAttendu: 'Champ « delta » : nombre attendu',
    champDeltaNombreEntierAttendu: 'Champ « delta » : nombre entier attendu',
    champDurationMoins0: 'Champ « duration » : au moins 0',
    champDurationNombreAttendu: 'Champ « duration » : nombre attendu',
    champDurationTropGrand: 'Champ « duration » : trop grand',
    champGoogleReviewBonusVrai: 'Champ « google_review_bonus » : vrai ou faux attendu',
    champHoursNombreAttendu: 'Champ « hours » : nombre attendu',
    champHoursNombreEntierAttendu: 'Champ « hours » : nombre entier attendu',
    champLimitMoins1: 'Champ « limit » : au moins 1',
    champLimitPlus100: 'Champ « limit » : au plus 100',
    champLimitPlus50: 'Champ « limit » : au plus 50',
    champLimitPlus: 'Champ « limit » : au plus {max}' as Msg<{ max: string | number }>,
    champLimitNombreAttendu: 'Champ « limit » : nombre attendu',
    champLimitNombreEntierAttendu: 'Champ « limit » : nombre entier attendu',
    champMovesListeTickDirection: 'Champ « moves » : liste de [tick, direction] attendue',
    champPostedAtDateIso: 'Champ « posted_at » : date ISO attendue',
    champPresenceRequiredVraiFaux: 'Champ « presence_required » : vrai ou faux attendu',
    champScoreMoins0: 'Champ « score » : au moins 0',
    champScoreNombreAttendu: 'Champ « score » : nombre attendu',
    champScoreNombreEntierAttendu: 'Champ « score » : nombre entier attendu',
    champScoreTropGrand: 'Champ « score » : trop grand',
    champShowInGalleryVrai: 'Champ « show_in_gallery » : vrai ou faux attendu',
    champEnabledVrai: 'Champ « enabled » : vrai ou faux attendu',
    relanceInconnue: 'Relance inconnue',
    titreRelanceTexte: 'Titre de la relance : texte attendu',
    titreRelanceObligatoire: 'Titre de la relance : obligatoire',
    titreRelanceMax: 'Titre de la relance : 80 caractères au plus',
    texteRelanceTexte: 'Texte de la relance : texte attendu',
    texteRelanceObligatoire: 'Texte de la relance : obligatoire',
    texteRelanceMax: 'Texte de la relance : 300 caractères au plus',
    groupeTemoin: 'Groupe témoin : nombre entier entre 0 et 30 %',
    seuilJours: 'Seuil en jours : nombre entier attendu',
    seuilSemaines: 'Seuil en semaines : nombre entier attendu',
    pointsOfferts: 'Points offerts : nombre entier entre 0 et 500',
    messagesParJour: 'Messages par jour : nombre entier entre 1 et 3',
    messagesParSemaine: 'Messages par semaine : nombre entier entre 1 et 7',
    messagesSemaineJour: 'Messages par semaine : au moins autant que par jour',
    lienDesinscriptionInvalide: 'Lien de désinscription invalide',
    desinscriptionOneClick: 'Désinscription : « List-Unsubscribe=One-Click » attendu',
    birthdayText: 'Date d’anniversaire : texte « MM-JJ » attendu',
    birthdayInvalid: 'Date d’anniversaire invalide (format MM-JJ)',
    champEmailOptInVrai: 'Champ « email_opt_in » : vrai ou faux attendu',
    rappelsSerieVrai: 'Rappels de série : vrai ou faux attendu',
    offresVrai: 'Offres : vrai ou faux attendu',
    anniversaireVrai: 'Anniversaire : vrai ou faux attendu',
    champRemindersObjet: 'Champ « reminders » : objet attendu',
    champSkipMoins0: 'Champ « skip » : au moins 0',
    champSkipNombreAttendu: 'Champ « skip » : nombre attendu',
    champSkipNombreEntierAttendu: 'Champ « skip » : nombre entier attendu',
    champSkipTropGrand: 'Champ « skip » : trop grand',
    champAdresseHttpsAttendue: 'Champ « {field} » : adresse https:// attendue' as Msg<{
      field: string | number;
    }>,
    champAdresseTropLongue: 'Champ « {field} » : adresse trop longue' as Msg<{ field: string | number }>,
    champMoins0: 'Champ « {field} » : au moins 0' as Msg<{ field: string | number }>,
    champMoins1: 'Champ « {field} » : au moins 1' as Msg<{ field: string | number }>,
    champNombreAttendu: 'Champ « {field} » : nombre attendu' as Msg<{ field: string | number }>,
    champNombreEntierAttendu: 'Champ « {field} » : nombre entier attendu' as Msg<{ field: string | number }>,
    champTropGrand: 'Champ « {field} » : trop grand' as Msg<{ field: string | number }>,
    choisissezDateDebut: 'Choisissez la date de début',
    classementInconnuGlobalWeeklyMonthly: 'Classement inconnu (global, weekly ou monthly)',
    cleInvalide: 'Clé « {field} » invalide' as Msg<{ field: string | number }>,
    cleManquante: 'Clé « {field} » manquante' as Msg<{ field: string | number }>,
    clesAbonnementPushManquantes: 'Clés d’abonnement push manquantes',
    codePinIncorrect: 'Code PIN incorrect',
    codeParrainageTexteAttendu: 'Code de parrainage : texte attendu',
    codeParrainageInvalide: 'Code de parrainage invalide',
    codeStationInvalide: 'Code de station invalide',
    codeAppairageInvalide: 'Code d’appairage invalide',
    codeInconnu: 'Code inconnu',
    dateDebutInvalide: 'Date de début invalide',
    dateFinInvalide: 'Date de fin invalide',
    dateEnvoiInvalide: 'Date d’envoi invalide',
    dateInvalideAaaaMmJj: 'Date invalide (AAAA-MM-JJ)',
    n120ClientsCode: 'De 1 à 20 clients par code',
    directionInconnueUpDownLeft: 'Direction inconnue (up, down, left ou right)',
    emailMotPasseIncorrect: 'Email ou mot de passe incorrect',
    teteXSessionIdRequis: 'En-tête X-Session-ID requis',
    heureInvalide: 'Heure invalide',
    identifiantAppareilIllisible: 'Identifiant d’appareil illisible',
    jetonNotificationIllisible: 'Jeton de notification illisible',
    etiquetteMiseAJourIllisible: 'Étiquette de mise à jour illisible',
    typeCarteIllisible: 'Type de carte illisible',
    numeroCarteIllisible: 'Numéro de carte illisible',
    identifiantBadgeInvalide: 'Identifiant de badge invalide',
    identifiantLavageInvalide: 'Identifiant de lavage invalide',
    identifiantMembreInvalide: 'Identifiant de membre invalide',
    identifiantNotificationInvalide: 'Identifiant de notification invalide',
    identifiantPublicationInvalide: 'Identifiant de publication invalide',
    identifiantSessionInvalide: 'Identifiant de session invalide',
    identifiantAdministrateurInvalide: 'Identifiant d’administrateur invalide',
    identifiantUtilisateurInvalide: 'Identifiant d’utilisateur invalide',
    identifiantInvalide: 'Identifiant invalide',
    imageAttendue: 'Image attendue',
    indiquezRaison: 'Indiquez la raison',
    indiquezHeureDebutHeureFin: 'Indiquez l’heure de début et l’heure de fin, ou aucune',
    indiquezMot: 'Indiquez un mot',
    jourInvalide: 'Jour invalide',
    dateDebutSuitDateFin: 'La date de début suit la date de fin',
    dureeMoins1Heure: 'La durée doit être d’au moins 1 heure',
    dureeDepasser720Heures: 'La durée ne peut pas dépasser 720 heures',
    finCampagneSuivreSonDebut: 'La fin de la campagne doit suivre son début',
    latitudeCompriseEntre9090: 'La latitude est comprise entre -90 et 90',
    latitudeNombre: 'La latitude est un nombre',
    longitudeCompriseEntre180180: 'La longitude est comprise entre -180 et 180',
    longitudeNombre: 'La longitude est un nombre',
    partieTropLongue: 'La partie est trop longue',
    photoImage: 'La photo doit être une image',
    photoTropVolumineuseMax2mb: 'La photo est trop volumineuse (max 2MB)',
    photoTropVolumineuseMax5: 'La photo est trop volumineuse (max 5 Mo)',
    raisonTexte: 'La raison doit être un texte',
    raisonTropLongue200Caracteres: 'La raison est trop longue (200 caractères au plus)',
    raisonTropLongue500Caracteres: 'La raison est trop longue (500 caractères au plus)',
    langueInconnue: 'Langue inconnue',
    lavageIntrouvable: 'Lavage introuvable',
    codePinPartenaireCompte4: 'Le code PIN du partenaire compte 4 à 8 chiffres',
    codeStationCompte6Chiffres: 'Le code de la station compte 6 chiffres',
    delaiHorsLigneNombreHeures: 'Le délai hors ligne est un nombre d’heures',
    delaiHorsLigneNombreEntier: 'Le délai hors ligne est un nombre entier d’heures',
    delaiHorsLigneVa0: 'Le délai hors ligne va de 0 à 48 heures',
    lienAvisGoogleAdresseHttps: 'Le lien d’avis Google doit être une adresse https://',
    logoDepasse1Mo: 'Le logo dépasse 1 Mo',
    messageTexte: 'Le message doit être un texte',
    messageDepasser500Caracteres: 'Le message ne peut pas dépasser 500 caractères',
    messageVide: 'Le message ne peut pas être vide',
    motPasseActuelRequis: 'Le mot de passe actuel est requis',
    motPasseContenirMoins6: 'Le mot de passe doit contenir au moins 6 caractères',
    motPasseRequis: 'Le mot de passe est requis',
    motPasseDepasser128Caracteres: 'Le mot de passe ne peut pas dépasser 128 caractères',
    motTexte: 'Le mot doit être un texte',
    motTropLong50Caracteres: 'Le mot est trop long (50 caractères au plus)',
    nomAfficheRequis: 'Le nom affiché est requis',
    nomCampagneRequis: 'Le nom de la campagne est requis',
    nomCampagneDepasser60Caracteres: 'Le nom de la campagne ne peut pas dépasser 60 caractères',
    nomEcranTropLong40: 'Le nom de l’écran est trop long (40 caractères au plus)',
    nomRequis: 'Le nom est requis',
    nomDepasser80Caracteres: 'Le nom ne peut pas dépasser 80 caractères',
    nomCaracteresInvisibles: 'Le nom ne peut pas contenir de caractères invisibles',
    identifiantAppareilInvalide: 'Identifiant d’appareil invalide',
    alerteIntrouvable: 'Alerte introuvable',
    texteCaracteresInvisibles: 'Le texte ne peut pas contenir de caractères invisibles',
    nombreClientsCodeNombre: 'Le nombre de clients par code est un nombre',
    nombreClientsCodeNombreEntier: 'Le nombre de clients par code est un nombre entier',
    nouveauMotPasseContenirMoins: 'Le nouveau mot de passe doit contenir au moins 6 caractères',
    nouveauMotPasseRequis: 'Le nouveau mot de passe est requis',
    nouveauMotPasseDepasser128: 'Le nouveau mot de passe ne peut pas dépasser 128 caractères',
    pseudoContenir220Lettres: 'Le pseudo doit contenir 2 à 20 lettres ou chiffres',
    pseudoTexte: 'Le pseudo doit être un texte',
    pseudoDepasser30Caracteres: 'Le pseudo ne peut pas dépasser 30 caractères',
    texteRequis: 'Le texte est requis',
    texteTropLong2200Caracteres: 'Le texte est trop long ({max} caractères au plus)' as Msg<{ max: number }>,
    texteDepasser300Caracteres: 'Le texte ne peut pas dépasser 300 caractères',
    titreRequis: 'Le titre est requis',
    titreDepasser60Caracteres: 'Le titre ne peut pas dépasser 60 caractères',
    notesPeuventDepasser500Caracteres: 'Les notes ne peuvent pas dépasser 500 caractères',
    lienReinitialisationInvalideExpire: 'Lien de réinitialisation invalide ou expiré',
    adresseEmailRequise: 'L’adresse email est requise',
    adresseEmailTropLongue: 'L’adresse email est trop longue',
    adresseEmailNValide: 'L’adresse email n’est pas valide',
    adresseTropLongue: 'L’adresse est trop longue',
    ajustementEntre1000010000: 'L’ajustement doit être entre {min} et {max}' as Msg<{
      min: number;
      max: number;
    }>,
    ajustementNul: 'L’ajustement ne peut pas être nul',
    heureFinSuivreHeureDebut: 'L’heure de fin doit suivre l’heure de début',
    imageCheminSiteExempleRewards: 'L’image doit être un chemin du site, par exemple /rewards/partenaire.svg',
    maximum9BadgesVitrine: 'Maximum 9 badges en vitrine !',
    montantPointsMoins0: 'Montant de points : au moins 0',
    montantPointsPlus500: 'Montant de points : au plus 500',
    montantPointsNombreAttendu: 'Montant de points : nombre attendu',
    montantPointsNombreEntierAttendu: 'Montant de points : nombre entier attendu',
    motPasseActuelIncorrect: 'Mot de passe actuel incorrect',
    motTropLong50Caracteres2: 'Mot trop long (50 caractères au plus)',
    motVide: 'Mot vide',
    nombreUtilisationsNombreEntierAttendu: 'Nombre d’utilisations : nombre entier attendu',
    notesTexteAttendu: 'Notes : texte attendu',
    partieInconnue: 'Partie inconnue',
    photoRequiseValiderLavage: 'Photo requise pour valider le lavage',
    plateformeInconnueInstagramTiktok: 'Plateforme inconnue (instagram ou tiktok)',
    publicInconnu: 'Public inconnu',
    periodeInconnue: 'Période inconnue',
    rechercheTropLongue: 'Recherche trop longue',
    saisissezCodeClient: 'Saisissez le code du client',
    saisissezCodeAppairage: 'Saisissez le code d’appairage',
    saisissezVotreCodePin: 'Saisissez votre code PIN',
    stationInconnue: 'Station inconnue',
    tapezSupprimerConfirmer: 'Tapez SUPPRIMER pour confirmer',
    typeCampagneInconnu: 'Type de campagne inconnu',
    typeLavageInconnu: 'Type de lavage inconnu',
    periodeComptePlus366Jours: 'Une période compte au plus 366 jours',
    valeurCampagneNombreAttendu: 'Valeur de la campagne : nombre attendu',
    valeurCampagneNombreEntierAttendu: 'Valeur de la campagne : nombre entier attendu',
    choisirStation: 'Veuillez choisir une station',
    choisirStationValide: 'Veuillez choisir une station valide',
    selectionnerStation: 'Veuillez sélectionner une station',
    vueInconnue: 'Vue inconnue',
    ecranIntrouvable: 'Écran introuvable',
  },
  errors: {
    invalidJson: 'Le corps de la requête n’est pas un JSON valide',
    emptyBody: 'Le corps de la requête est vide',
    unsupportedMediaType: 'Type de contenu non pris en charge',
    bodyTooLarge: 'La requête est trop volumineuse',
    notFound: 'Ressource introuvable',
    methodNotAllowed: 'Méthode non autorisée',
    internal: 'Une erreur interne est survenue. Veuillez réessayer.',
    unauthenticated: 'Vous devez être connecté',
    metricsToken: 'Jeton des métriques absent ou invalide',
    forbiddenOrigin: 'Requête refusée : origine non autorisée',
    forbidden: 'Accès refusé',
    adminOnly: 'Accès refusé : droits administrateur requis',
    tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    tooManyStreams: 'Trop de connexions ouvertes depuis cette adresse. Veuillez réessayer dans une minute.',
    notReady: 'Le service démarre, veuillez réessayer dans un instant',
    invalidRequest: 'Requête invalide',
    badUrl: 'Adresse invalide',
    urlTooLong: 'Adresse trop longue',
    nulCharacter: 'Le texte contient un caractère interdit',
    unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    requestTimeout: 'La requête a mis trop de temps à arriver',
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux',
    malformedRequest: 'Requête HTTP mal formée',
  },
  auth: {
    registered: 'Compte créé avec succès !',
    loggedIn: 'Connexion réussie',
    loggedOut: 'Déconnexion réussie',
    sessionExchanged: 'Session ouverte',
    emailTaken: 'Un compte existe déjà avec cette adresse email',
    badCredentials: 'Email ou mot de passe incorrect',
    commonPassword:
      'Ce mot de passe fait partie des plus courants : choisissez-en un plus difficile à deviner.',
    invalidSessionId: 'Identifiant de session invalide ou expiré',
    /** Google or Apple, when this server has no such sign-in configured. */
    providerUnavailable: 'Connexion non disponible',
  },
  passwordReset: {
    unavailable: 'La réinitialisation par e-mail n’est pas disponible',
    requested:
      'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé. Le lien est valable 30 minutes.',
    invalidLink: 'Lien de réinitialisation invalide ou expiré',
    done: 'Mot de passe modifié. Vous pouvez maintenant vous connecter.',
    mail: {
      subject: '{brand} : réinitialisation de votre mot de passe' as Msg<{ brand: string }>,
      greeting: 'Bonjour {name},' as Msg<{ name: string }>,
      intro: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 30 minutes, une seule fois) :',
      button: 'Choisir un nouveau mot de passe',
      ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
      signature: 'L’équipe {brand}' as Msg<{ brand: string }>,
    },
  },
  images: {
    tooSmall: 'La photo est trop petite (minimum {long}×{short} pixels)' as Msg<{
      long: number;
      short: number;
    }>,
    notDataUrl: 'La photo doit être envoyée comme image encodée (data URL base64)',
    notAnImage: 'Le fichier n’est pas une image valide (JPEG, PNG ou WebP)',
    tooManyPixels: 'L’image a trop de pixels',
    blankPhoto: 'Cette photo ne montre rien : prenez votre voiture en photo, à la station.',
    notAPhoto:
      'Cette image ne ressemble pas à une photo (des blocs de couleur) : prenez votre voiture en photo, à la station.',
    blurryNotice: 'Photo un peu floue : la prochaine fois, tenez le téléphone immobile.',
    enlargedPhoto:
      'Cette photo manque de détails (une petite image agrandie ?) : prenez une vraie photo de votre voiture.',
    washPhotoTooLarge: 'La photo est trop volumineuse (max 5 Mo)',
    profilePhotoTooLarge: 'La photo est trop volumineuse (max 2MB)',
    logoTooLarge: 'Le logo dépasse 1 Mo',
    logoFormat: 'Le logo doit être une image PNG ou JPEG',
    logoNotSquare: 'Le logo doit être carré (largeur = hauteur)',
    logoTooSmall: 'Le logo doit mesurer au moins {side} pixels de côté' as Msg<{ side: number }>,
    brandLogoTooLarge: 'Le logo dépasse 5 Mo',
    stationPhotoTooLarge: 'La photo dépasse 8 Mo',
    fileMissing: 'Choisissez un fichier image (champ « file »)',
  },
  washes: {
    dailyLimit: 'Limite quotidienne atteinte : 3 lavages par jour. Revenez demain !',
    stationUsedToday: 'Cette station a déjà été utilisée aujourd’hui',
    premiumNotOffered: 'Le lavage premium n’est pas encore proposé dans cette station',
    duplicatePhoto:
      'Cette photo a déjà servi à valider un lavage. Prenez une nouvelle photo de votre voiture.',
    notFound: 'Lavage introuvable',
    unknownStation: 'Veuillez sélectionner une station',
    tooManyUploads: 'Trop d’envois de photos. Veuillez réessayer dans quelques minutes.',
    idTaken: 'Identifiant de lavage déjà utilisé',
  },
  washReview: {
    burstNotFound: 'Alerte introuvable',
    burstDismissed: 'Alerte classée',
    notFound: 'Lavage introuvable dans la liste « À vérifier »',
    alreadyDecided: 'Ce lavage a déjà été traité',
    kept: 'Lavage validé',
    cancelled: 'Lavage annulé : {points, plural, one {# point} other {# points}} repris' as Msg<{
      points: number;
    }>,
    cancelledTitle: 'Lavage annulé',
    cancelledMessage:
      'Votre lavage à {station} du {when} a été annulé par l’équipe après vérification. Les points de ce lavage ont été retirés.' as Msg<{
        station: string;
        when: string;
      }>,
  },
  presence: {
    tooManyWrongCodes:
      'Trop de codes erronés. Réessayez dans quelques minutes avec le code affiché à la station.',
    required: 'Scannez le code affiché à la station pour valider votre lavage.',
    invalidCode: 'Ce code ne correspond pas à celui affiché à la station. Scannez le code actuel.',
    otherStation: 'Ce code est celui d’une autre station. Choisissez la station où vous êtes.',
    revoked: 'Cet écran de station n’est plus actif. Scannez le code d’un autre écran.',
    stale: 'Ce code a expiré. Scannez le code affiché en ce moment.',
    future: 'Ce code n’est pas encore valable. Vérifiez l’heure de votre téléphone.',
    tooManyUsers:
      'Ce code a déjà servi à plusieurs clients. Scannez le nouveau code affiché dans quelques secondes.',
    pairingInvalid:
      'Code d’appairage inconnu, expiré ou déjà utilisé. Demandez-en un nouveau dans l’espace admin.',
    displayNotFound: 'Écran introuvable',
    displayRevoked: 'Écran révoqué',
    displayUnpaired: 'Cet écran n’est pas appairé. Appairez-le avec un code de l’espace admin.',
    noLiveDisplay:
      'Aucun écran de {station} n’a donné signe de vie ces 10 dernières minutes : appairez un écran et laissez-le allumé avant d’exiger le code.' as Msg<{
        station: string;
      }>,
    silentTitle: 'Écran de station muet',
    silentMessage:
      'Les écrans de {station} ne répondent plus depuis {minutes} minutes, alors que la station exige leur code : les clients ne peuvent pas y valider de lavage. Vérifiez la tablette (courant, réseau) ou décochez « Exiger le code ».' as Msg<{
        station: string;
        minutes: number;
      }>,
    displayClock: 'L’heure de cet écran n’est pas juste : réglez-la sur l’heure automatique du réseau.',
    defaultLabel: 'Écran {index}' as Msg<{ index: number }>,
  },
  social: {
    alreadyShared: 'Ce lavage a déjà été partagé',
    shared:
      'Merci pour votre partage sur {platform} ! +{points, plural, one {# point} other {# points}}' as Msg<{
        points: number;
        platform: string;
      }>,
  },
  reviews: {
    alreadyRewarded: 'Vous avez déjà reçu le bonus d’avis Google pour cette station',
    stationMismatch: 'Ce lavage a été validé dans une autre station',
    rewarded: 'Merci pour votre avis ! +{points, plural, one {# point} other {# points}}' as Msg<{
      points: number;
    }>,
    thanks: 'Merci pour votre avis !',
    missingFields: 'Veuillez sélectionner une station et une image',
    notAnImage: 'Veuillez sélectionner une image',
    tooLarge: "L'image est trop volumineuse (max 5MB)",
    alreadyPending: 'Une capture pour cette station est déjà en attente de validation',
    duplicate: 'Cette capture a déjà été soumise',
    submitted: 'Capture envoyée avec succès ! Vos points seront attribués après validation.',
    submittedNoBonus: 'Capture envoyée : merci pour votre avis !',
    notFound: 'Soumission introuvable',
    alreadyDecided: 'Cette soumission a déjà été traitée',
    approved:
      '{points, plural, =0 {Avis validé} one {Avis validé : +# point attribué} other {Avis validé : +# points attribués}}' as Msg<{
        points: number;
      }>,
    rejected: 'Avis rejeté',
    approvedTitle: 'Avis Google validé ✅',
    approvedMessage:
      '{points, plural, =0 {Votre capture pour {station} est validée.} one {Votre capture pour {station} est validée : +# point !} other {Votre capture pour {station} est validée : +# points !}}' as Msg<{
        station: string;
        points: number;
      }>,
    rejectedTitle: 'Capture d’avis refusée',
    rejectedMessage: 'Votre capture pour {station} n’a pas été validée.' as Msg<{ station: string }>,
    rejectedMessageWithNotes: 'Votre capture pour {station} n’a pas été validée. Motif : {notes}' as Msg<{
      station: string;
      notes: string;
    }>,
  },
  profile: {
    currentPasswordRequired: 'Le mot de passe actuel est requis',
    updated: 'Profil mis à jour',
    pseudoTaken: 'Ce pseudo est déjà utilisé',
    passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été déconnectées.',
    wrongCurrentPassword: 'Mot de passe actuel incorrect',
    accountDeleted: 'Votre compte et toutes vos données ont été supprimés',
  },
  push: {
    subscribed: 'Notifications push activées',
    unsubscribed: 'Notifications push désactivées',
    testSent: 'Notification de test envoyée',
    noSubscription: 'Aucun appareil n’est abonné aux notifications push',
    endpointRefused: 'Ce service de notifications push n’est pas accepté',
    invalidKey: 'Clé « p256dh » invalide',
    endpointTaken: 'Cet appareil est déjà abonné aux notifications d’un autre compte',
    movedTitle: 'Notifications push',
    movedMessage:
      'Un appareil sur lequel vous receviez les notifications push les reçoit désormais pour un autre compte.',
    testTitle: '{brand} 🚗' as Msg<{ brand: string }>,
    testBody: 'Ceci est une notification de test. Tout fonctionne !',
  },
  gallery: {
    photoNotFound: 'Photo introuvable',
  },
  referral: {
    addressAlreadyReferred: 'Cette adresse e-mail a déjà été parrainée',
    empty: 'Veuillez entrer un code de parrainage',
    unknown: 'Code de parrainage invalide',
    own: 'Vous ne pouvez pas utiliser votre propre code de parrainage',
    alreadyUsed: 'Vous avez déjà utilisé un code de parrainage',
    success:
      'Code de parrainage validé ! Vous recevez {points, plural, one {# point} other {# points}}.' as Msg<{
        points: number;
      }>,
    referredTitle: 'Bienvenue parrainé·e ! 🎁',
    referred:
      'Grâce au code de {referrer}, vous recevez {points, plural, one {# point} other {# points}}.' as Msg<{
        referrer: string;
        points: number;
      }>,
    newFriendTitle: 'Un ami a utilisé votre code 🤝',
    newFriend:
      '{friend} a utilisé votre code. Vous recevrez {points, plural, one {# point} other {# points}} à son premier lavage validé.' as Msg<{
        friend: string;
        points: number;
      }>,
    firstWashTitle: 'Parrainage récompensé ! 🎉',
    firstWash:
      '{friend} a validé son premier lavage : +{points, plural, one {# point} other {# points}} !' as Msg<{
        friend: string;
        points: number;
      }>,
  },
  rewards: {
    notFound: 'Récompense introuvable',
    deleted: 'Récompense supprimée',
    notUnlocked: 'Cette récompense n’est pas encore débloquée',
    notRunning: 'Cette offre n’est pas active en ce moment',
    usedUp:
      'Vous avez déjà utilisé cette offre {uses, plural, one {une fois} other {# fois}} : c’est le maximum' as Msg<{
        uses: number;
      }>,
    noCode: 'Réessayez : le code n’a pas pu être créé',
    tooManyCards: 'Trop de cartes ouvertes : réessayez dans quelques minutes',
    logoRemoved: 'Logo retiré',
    unlockedTitle: 'Récompense débloquée 🎁',
    unlocked: 'Vous avez débloqué {discount} % chez {partner} ! Retrouvez-la dans vos récompenses.' as Msg<{
      partner: string;
      discount: number;
    }>,
  },
  /** The partner's check page (/partenaire/verifier): no account, a PIN per partner. */
  partner: {
    unknownCode: 'Code inconnu : vérifiez les 8 caractères affichés par le client',
    wrongPin: 'Code PIN incorrect',
    noPin: 'Ce partenaire n’a pas encore de code PIN : demandez-le à l’équipe',
    expired: 'Code expiré : le client en affiche un nouveau dans son application',
    used: 'Code déjà utilisé le {when}' as Msg<{ when: string }>,
    notRunning: 'Cette offre n’est plus active',
    usedUp: 'Ce client a déjà utilisé cette offre autant de fois que permis',
    tooManyTries: 'Trop d’essais : réessayez dans quelques minutes',
    journalName: 'Partenaire {partner}' as Msg<{ partner: string }>,
  },
  mail: {
    footer: 'Vous recevez cet e-mail parce que vous l’avez accepté dans votre profil {brand}.' as Msg<{
      brand: string;
    }>,
    unsubscribeLink: 'Se désinscrire',
    unsubscribeLine: 'Se désinscrire : {url}' as Msg<{ url: string }>,
    openAppLine: 'Ouvrir l’application : {url}' as Msg<{ url: string }>,
    pageTitle: 'Désinscription des e-mails',
    pageQuestion: 'Ne plus recevoir aucun e-mail du programme {brand} à cette adresse ?' as Msg<{
      brand: string;
    }>,
    pageButton: 'Me désinscrire',
    pageDone: 'C’est fait : vous ne recevrez plus d’e-mails du programme à cette adresse.',
    pageDoneHint: 'Les notifications dans l’application continuent ; vous les réglez dans votre profil.',
    pageInvalid: 'Ce lien de désinscription n’est pas valide.',
    openApp: 'Ouvrir l’application',
  },
  journeys: {
    thresholdNotApplicable: 'Ce seuil ne s’applique pas à cette relance',
    offerNotApplicable: 'Cette relance n’offre pas de points',
    thresholdDaysRange: 'Seuil : entre {min} et {max} jours' as Msg<{ min: number; max: number }>,
    thresholdWeeksRange: 'Seuil : entre {min} et {max} semaines' as Msg<{ min: number; max: number }>,
    offerSentence: 'Lavez dans les 14 jours : +{points} points offerts.' as Msg<{ points: number }>,
    /** « Almost there »'s {goal}: what one wash reaches, as the text's sentence needs it. */
    goalLevel: 'du niveau {level}' as Msg<{ level: number }>,
    goalReward: 'de l’offre {partner} (−{discount} %)' as Msg<{ partner: string; discount: number }>,
  },
  streaks: {
    jokersFull: 'Vous avez déjà 2 jokers de série, le maximum.',
    jokerNotForSale: 'Le joker de série n’est pas en vente pour le moment.',
    jokerNotEnoughPoints:
      'Il vous faut {price, plural, one {# point} other {# points}} pour acheter un joker de série.' as Msg<{
        price: number;
      }>,
  },
  notifications: {
    jokerSavedTitle: 'Joker utilisé 🃏',
    jokerSaved:
      'Votre joker a sauvé votre série de {weeks, plural, one {# semaine} other {# semaines}}.' as Msg<{
        weeks: number;
      }>,
    jokerEarnedTitle: 'Joker de série gagné 🃏',
    jokerEarned:
      '{weeks, plural, one {# semaine} other {# semaines}} de suite : vous gagnez un joker. Il sauvera votre série si une semaine passe sans lavage.' as Msg<{
        weeks: number;
      }>,
    notFound: 'Notification introuvable',
    levelUpTitle: 'Niveau supérieur ! 🎉',
    levelUp: 'Vous passez au niveau {level} : {name} !' as Msg<{ level: number; name: string }>,
    dailyStreakTitle: 'Série en cours 🔥',
    dailyStreak:
      '{days, plural, one {# jour} other {# jours}} de lavage d’affilée ! Continuez comme ça.' as Msg<{
        days: number;
      }>,
    offlineWashTitle: 'Lavage hors ligne validé ✅',
    offlineWash:
      'Votre lavage à {station} du {when} est validé : +{points, plural, one {# point} other {# points}}.' as Msg<{
        station: string;
        when: string;
        points: number;
      }>,
    weeklyTierTitle: 'Nouvelle animation débloquée ✨',
    weeklyTier:
      '{weeks, plural, one {# semaine} other {# semaines}} de suite : animation « {tier} » débloquée !' as Msg<{
        weeks: number;
        tier: string;
      }>,
  },
  chat: {
    messageNotFound: 'Message introuvable',
    notYourMessage: 'Vous ne pouvez supprimer que vos propres messages',
    muted: 'Vous ne pouvez pas écrire dans le chat jusqu’au {until}.' as Msg<{ until: string }>,
    tooFast: 'Vous envoyez des messages trop vite. Patientez quelques secondes.',
    hourlyLimit: 'Limite de 60 messages par heure atteinte. Réessayez plus tard.',
    ownReport: 'Vous ne pouvez pas signaler votre propre message',
    alreadyReported: 'Vous avez déjà signalé ce message',
    reported: 'Message signalé. Merci, un administrateur va le vérifier.',
    deleted: 'Message supprimé',
    restored: 'Message rétabli',
    userMessagesDeleted: '{count, plural, one {# message supprimé} other {# messages supprimés}}' as Msg<{
      count: number;
    }>,
    userNotFound: 'Utilisateur introuvable',
    unmuted: 'L’utilisateur peut de nouveau écrire dans le chat',
    notMuted: 'Cet utilisateur n’est pas réduit au silence',
    cannotMuteSelf: 'Vous ne pouvez pas vous réduire vous-même au silence',
    wordExists: 'Ce mot est déjà dans la liste',
    wordNotFound: 'Mot introuvable',
    wordDeleted: 'Mot retiré de la liste',
    /** What the author reads in place of a message a moderator hid or deleted. */
    moderated: 'Message masqué par la modération',
  },
  badges: {
    /** « Globe-trotter »'s description: every open station, counted (the spec's text at three). */
    allStationsDescription:
      '{count, plural, =3 {Laver dans les trois stations.} one {Laver dans la station ouverte.} other {Laver dans les # stations.}}' as Msg<{
        count: number;
      }>,
    unlockedTitle: 'Nouveau badge débloqué 🏅',
    unlocked:
      '{points, plural, =0 {Badge « {name} » débloqué !} one {Badge « {name} » débloqué : +# point !} other {Badge « {name} » débloqué : +# points !}}' as Msg<{
        name: string;
        points: number;
      }>,
    showcaseMax: 'Maximum 9 badges en vitrine !',
    showcaseLocked: 'Seuls les badges débloqués peuvent aller en vitrine',
    showcaseSaved: 'Vitrine mise à jour avec succès !',
    userNotFound: 'Membre introuvable',
  },
  snake: {
    unknownGame: 'Partie inconnue',
    otherUsersGame: 'Cette partie ne vous appartient pas',
    alreadySubmitted: 'Cette partie a déjà été soumise',
    pastWeek: 'Cette partie appartient à une semaine terminée : lancez-en une nouvelle',
    badLog: 'Journal de mouvements invalide',
    scoreMismatch: 'Le score ne correspond pas à la partie jouée',
    moveAfterGameOver: 'Un mouvement suit la fin de la partie',
    tooLong: 'La partie est trop longue',
    durationTooShort: 'La durée est trop courte pour cette partie',
    playedTooFast: 'Cette partie a été jouée plus vite que le jeu ne le permet',
    notFirstGame: 'Seule la première partie commencée cette semaine peut compter',
    durationTooLong: 'La durée dépasse le temps écoulé depuis le début de la partie',
    zeroScore: 'Un score de 0 ne peut pas être soumis',
    alreadyPlayed: 'Vous avez déjà participé cette semaine !',
    tooManyGames: 'Trop de parties lancées. Patientez une minute.',
    prizeTitle: 'Défi Snake : vous êtes sur le podium ! 🏆',
    prize:
      '{rank, selectordinal, one {#re} other {#e}} place du défi de la semaine : +{points, plural, one {# point} other {# points}} !' as Msg<{
        rank: number;
        points: number;
      }>,
  },
  admin: {
    erasedEmail: '(adresse effacée)',
    userNotFound: 'Utilisateur introuvable',
    ownAdminRight: 'Vous ne pouvez pas retirer vos propres droits administrateur',
    cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration',
    pseudoTaken: 'Ce pseudo est déjà utilisé',
    userDeleted: 'Utilisateur supprimé avec succès',
    confirmClearAll: 'Tapez SUPPRIMER pour confirmer la suppression de tous les utilisateurs',
    /** The word an operator types to delete every member (the form asks for it). */
    confirmWord: 'SUPPRIMER',
    clearedAll: '{count, plural, one {# utilisateur supprimé} other {# utilisateurs supprimés}}' as Msg<{
      count: number;
    }>,
    cleanedUp:
      '{count, plural, one {# utilisateur test supprimé} other {# utilisateurs test supprimés}}' as Msg<{
        count: number;
      }>,
    negativeTotal:
      'Le total ne peut pas devenir négatif (actuellement {total, plural, one {# point} other {# points}})' as Msg<{
        total: number;
      }>,
    adjustedTitle: 'Ajustement de vos points',
    adjusted:
      '{direction, select, lost {-{points, plural, one {# point} other {# points}}} other {+{points, plural, one {# point} other {# points}}}} par l’équipe : {reason}' as Msg<{
        direction: 'won' | 'lost';
        points: number;
        reason: string;
      }>,
    badgeNotFound: 'Badge introuvable',
  },
  /** The member's « Historique des points », one sentence per ledger row. */
  ledger: {
    journeyOffer: 'Offre de retour : lavage dans les 14 jours',
    birthday: 'Cadeau d’anniversaire 🎂',
    jokerPurchase: 'Achat d’un joker de série',
    wash: 'Lavage à {station}' as Msg<{ station: string }>,
    washWithoutPhoto: 'Lavage (photo supprimée ensuite)',
    share: 'Partage {platform, select, tiktok {TikTok} other {Instagram}} du lavage à {station}' as Msg<{
      platform: string;
      station: string;
    }>,
    shareWithoutWash: 'Partage {platform, select, tiktok {TikTok} other {Instagram}}' as Msg<{
      platform: string;
    }>,
    googleReview: 'Avis Google ({station})' as Msg<{ station: string }>,
    googleReviewWithoutStation: 'Avis Google',
    referrer: 'Parrainage : premier lavage de votre filleul {friend}' as Msg<{ friend: string }>,
    referrerWithoutFriend: 'Parrainage (parrain)',
    referred: 'Parrainage : bienvenue de la part de {friend}' as Msg<{ friend: string }>,
    referredWithoutFriend: 'Parrainage (filleul)',
    badge: 'Badge « {name} »' as Msg<{ name: string }>,
    badgeWithoutName: 'Badge',
    snakePrize:
      'Défi Snake : {rank, selectordinal, one {#re} other {#e}} place de la semaine du {week}' as Msg<{
        rank: number;
        week: string;
      }>,
    snakePrizeWithoutRank: 'Défi Snake : prix de la semaine',
    adjustment: 'Ajustement par l’équipe : {reason}' as Msg<{ reason: string }>,
    adjustmentWithoutReason: 'Ajustement par l’équipe',
    washRemoved: 'Lavage retiré par l’équipe (photo supprimée)',
    badgeRevoked: 'Badge « {name} » repris : le lavage qui le valait a été retiré' as Msg<{ name: string }>,
    badgeRevokedWithoutName: 'Badge repris : le lavage qui le valait a été retiré',
    reviewRevoked: 'Bonus d’avis Google repris ({station}) : son lavage a été retiré' as Msg<{
      station: string;
    }>,
    reviewRevokedWithoutStation: 'Bonus d’avis Google repris : son lavage a été retiré',
  },
  /** The journal's details as the CSV export writes them (shared with the admin area). */
  journal: journalTexts,
  /** The operator's CSV exports: headers, file names and the words inside them. */
  exports: {
    fileNames: {
      members: 'membres',
      washes: 'lavages',
      ledger: 'points',
      journal: 'journal',
      at_risk: 'relances',
      journeys: 'relances-resultats',
    },
    headers: {
      members: [
        'Identifiant',
        'Nom',
        'Pseudo',
        'E-mail',
        'Connexion',
        'Administrateur',
        'Station préférée',
        'Points',
        'Niveau',
        'Lavages',
        'Série (jours)',
        'Parrainé par',
        'Inscription',
        'Dernière activité',
      ],
      washes: [
        'Date',
        'Heure',
        'Station',
        'Membre',
        'Identifiant du membre',
        'Type de lavage',
        'Points',
        'Bonus',
        'Code de station vérifié',
        'Partagé sur',
        'À vérifier',
        'Identifiant du lavage',
      ],
      ledger: ['Date', 'Heure', 'Membre', 'Identifiant du membre', 'Motif', 'Détail', 'Points', 'Station'],
      journal: ['Date', 'Heure', 'Opérateur', 'Action', 'Cible', 'Identifiant de la cible', 'Détails'],
      journeys: [
        'Relance',
        'Éligibles',
        'Envoyées',
        'Groupe témoin',
        'Ouvertes',
        'Revenus, relancés (%)',
        'Revenus, témoins (%)',
        'Effet (points de %)',
        'Intervalle bas',
        'Intervalle haut',
        'Significatif',
        'Points versés',
      ],
      at_risk: [
        'Identifiant',
        'Nom',
        'Dernier lavage (date)',
        'Dernier lavage (heure)',
        'Rythme habituel (jours)',
        'Sans lavage depuis (jours)',
      ],
    },
    journeyNames: {
      streak_at_risk: 'Série en danger',
      welcome: 'Bienvenue',
      win_back: 'Reconquête',
      almost_there: 'Presque là',
      birthday: 'Anniversaire',
    },
    providers: { manual: 'E-mail et mot de passe', google: 'Google', apple: 'Apple' },
    washTypes: { standard: 'Standard', premium: 'Premium' },
    bonuses: {
      off_peak: 'Heures creuses',
      weekend: 'Week-end',
      streak: 'Série',
      level: 'Niveau',
      campaign: 'Campagne',
    },
    reviewReasons: {
      far: 'Loin de la station',
      shared_code: 'Code partagé',
      similar_photo: 'Photo déjà utilisée',
      no_presence: 'Sans code de station',
      several_accounts: 'Plusieurs comptes, un appareil',
      own_photo: 'Proche d’une de ses photos',
      outside_hours: 'Hors des horaires',
      no_car: 'Aucune voiture visible',
      blurry: 'Photo floue',
    },
  },
  announcements: {
    notFound: 'Annonce introuvable',
    inPast: 'La date d’envoi est passée',
    tooFar: 'Une annonce se programme au plus 60 jours à l’avance',
    onePerDay:
      '{count, plural, one {# membre de ce public reçoit} other {# membres de ce public reçoivent}} déjà une annonce ce jour-là : une seule annonce par membre et par jour. Choisissez un autre jour ou un autre public.' as Msg<{
        count: number;
      }>,
    sending: 'Annonce envoyée : elle arrive dans les notifications des membres.',
    scheduled: 'Annonce programmée',
    cancelled: 'Annonce annulée',
    alreadySent: 'Cette annonce est déjà partie : elle ne peut plus être annulée',
  },
  wallet: {
    appleNotConfigured: 'Apple Wallet n’est pas proposé par ce programme',
    googleNotConfigured: 'Google Wallet n’est pas proposé par ce programme',
    description: 'Carte de membre {brand}' as Msg<{ brand: string }>,
    member: 'Membre',
    points: 'Points',
    level: 'Niveau',
    nextReward: 'Prochaine récompense',
    noReward: 'Toutes débloquées',
    rewardAt: '{partner} · niveau {level}, {points} points' as Msg<{
      partner: string;
      level: number;
      points: number;
    }>,
    memberId: 'Numéro de membre',
    nearStation: '{station} est tout près : un lavage rapporte des points' as Msg<{ station: string }>,
    howTo: 'Montrez ce code au personnel de la station. Vos points se mettent à jour après chaque lavage.',
  },
  stations: {
    notFound: 'Station introuvable',
    nameTaken: 'Une station porte déjà ce nom',
    orderIncomplete: 'L’ordre donne chaque station une fois',
    closed: 'Cette station est fermée pour le moment',
    lastOpen: 'Au moins une station reste ouverte',
  },
  campaigns: {
    notFound: 'Campagne introuvable',
    ended: 'Cette campagne est déjà terminée',
    endsInPast: 'La fin de la campagne doit être dans le futur',
    tooLong: 'Une campagne dure au plus un an',
    deleted: 'Campagne supprimée',
  },
  feed: {
    notFound: 'Publication introuvable',
    deleted: 'Publication supprimée',
  },
};
