import { zurichParts } from '@app/shared/domain/zurich-time';
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A count with its noun: 0 and 1 singular ('+1 point'), 2 and more plural (French rule). */
const pad2 = (value: number) => String(value).padStart(2, '0');

/** "24.11.2026 à 14:30", Zurich time: how answers and notifications give a moment. */
/** "26.11.2026" and "14:05" in Zurich time (the CSV exports keep them in two columns). */
export function zurichDateAndTime(instant: Date): [string, string] {
  const parts = zurichParts(instant);
  return [
    `${pad2(parts.day)}.${pad2(parts.month)}.${parts.year}`,
    `${pad2(parts.hour)}:${pad2(parts.minute)}`,
  ];
}

export function zurichDateTime(instant: Date): string {
  return zurichDateAndTime(instant).join(' à ');
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${Math.abs(count) >= 2 ? many : one}`;
}

/** Every French sentence the API answers with. Keep user-facing text here, not in handlers. */
export const messages = {
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
    invalidSessionId: 'Identifiant de session invalide ou expiré',
  },
  passwordReset: {
    unavailable: 'La réinitialisation par e-mail n’est pas disponible',
    requested:
      'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé. Le lien est valable 30 minutes.',
    invalidLink: 'Lien de réinitialisation invalide ou expiré',
    done: 'Mot de passe modifié. Vous pouvez maintenant vous connecter.',
    mail: (name: string, link: string) => ({
      subject: 'Éclat Lavage : réinitialisation de votre mot de passe',
      text:
        `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 30 minutes, une seule fois) :\n${link}\n\n` +
        'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.\n\nL’équipe Éclat Lavage',
      html:
        `<p>Bonjour ${escapeHtml(name)},</p><p>Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 30 minutes, une seule fois) :</p>` +
        `<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a></p>` +
        '<p>Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.</p><p>L’équipe Éclat Lavage</p>',
    }),
  },
  images: {
    tooSmall: (long: number, short: number) => `La photo est trop petite (minimum ${long}×${short} pixels)`,
    notDataUrl: 'La photo doit être envoyée comme image encodée (data URL base64)',
    notAnImage: 'Le fichier n’est pas une image valide (JPEG, PNG ou WebP)',
    tooManyPixels: 'L’image a trop de pixels',
    blankPhoto: 'Cette photo ne montre rien : prenez votre voiture en photo, à la station.',
    enlargedPhoto:
      'Cette photo manque de détails (une petite image agrandie ?) : prenez une vraie photo de votre voiture.',
    washPhotoTooLarge: 'La photo est trop volumineuse (max 5 Mo)',
    profilePhotoTooLarge: 'La photo est trop volumineuse (max 2MB)',
    logoTooLarge: 'Le logo dépasse 1 Mo',
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
    notFound: 'Lavage introuvable dans la liste « À vérifier »',
    alreadyDecided: 'Ce lavage a déjà été traité',
    kept: 'Lavage validé',
    cancelled: (points: number) => `Lavage annulé : ${plural(points, 'point')} repris`,
    cancelledTitle: 'Lavage annulé',
    cancelledMessage: (station: string, when: string) =>
      `Votre lavage à ${station} du ${when} a été annulé par l’équipe Éclat Lavage après vérification. Les points de ce lavage ont été retirés.`,
  },
  presence: {
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
    displayClock: 'L’heure de cet écran n’est pas juste : réglez-la sur l’heure automatique du réseau.',
    defaultLabel: (index: number) => `Écran ${index}`,
  },
  social: {
    alreadyShared: 'Ce lavage a déjà été partagé',
    shared: (points: number, platform: string) =>
      `Merci pour votre partage sur ${platform} ! +${plural(points, 'point')}`,
  },
  reviews: {
    alreadyRewarded: 'Vous avez déjà reçu le bonus d’avis Google pour cette station',
    stationMismatch: 'Ce lavage a été validé dans une autre station',
    rewarded: (points: number) => `Merci pour votre avis ! +${plural(points, 'point')}`,
    thanks: 'Merci pour votre avis !',
    missingFields: 'Veuillez sélectionner une station et une image',
    notAnImage: 'Veuillez sélectionner une image',
    tooLarge: "L'image est trop volumineuse (max 5MB)",
    alreadyPending: 'Une capture pour cette station est déjà en attente de validation',
    duplicate: 'Cette capture a déjà été soumise',
    submitted: 'Screenshot soumis avec succès ! Vos points seront attribués après validation.',
    submittedNoBonus: 'Capture envoyée : merci pour votre avis !',
    notFound: 'Soumission introuvable',
    alreadyDecided: 'Cette soumission a déjà été traitée',
    approved: (points: number) =>
      points > 0 ? `Avis validé : +${plural(points, 'point attribué', 'points attribués')}` : 'Avis validé',
    rejected: 'Avis rejeté',
    approvedTitle: 'Avis Google validé ✅',
    approvedMessage: (station: string, points: number) =>
      points > 0
        ? `Votre capture pour ${station} est validée : +${plural(points, 'point')} !`
        : `Votre capture pour ${station} est validée.`,
    rejectedTitle: 'Capture d’avis refusée',
    rejectedMessage: (station: string, notes: string | null) =>
      `Votre capture pour ${station} n’a pas été validée.${notes ? ` Motif : ${notes}` : ''}`,
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
    testTitle: 'Éclat Lavage 🚗',
    testBody: 'Ceci est une notification de test. Tout fonctionne !',
  },
  gallery: {
    photoNotFound: 'Photo introuvable',
  },
  referral: {
    empty: 'Veuillez entrer un code de parrainage',
    unknown: 'Code de parrainage invalide',
    own: 'Vous ne pouvez pas utiliser votre propre code de parrainage',
    alreadyUsed: 'Vous avez déjà utilisé un code de parrainage',
    success: (points: number) => `Code de parrainage validé ! Vous recevez ${plural(points, 'point')}.`,
    referredTitle: 'Bienvenue parrainé·e ! 🎁',
    referred: (referrer: string, points: number) =>
      `Grâce au code de ${referrer}, vous recevez ${plural(points, 'point')}.`,
    newFriendTitle: 'Un ami a utilisé votre code 🤝',
    newFriend: (friend: string, points: number) =>
      `${friend} a utilisé votre code. Vous recevrez ${plural(points, 'point')} à son premier lavage validé.`,
    firstWashTitle: 'Parrainage récompensé ! 🎉',
    firstWash: (friend: string, points: number) =>
      `${friend} a validé son premier lavage : +${plural(points, 'point')} !`,
  },
  rewards: {
    notFound: 'Récompense introuvable',
    deleted: 'Récompense supprimée',
    notUnlocked: 'Cette récompense n’est pas encore débloquée',
    notRunning: 'Cette offre n’est pas active en ce moment',
    usedUp: (uses: number) =>
      `Vous avez déjà utilisé cette offre ${uses === 1 ? 'une fois' : `${uses} fois`} : c’est le maximum`,
    noCode: 'Réessayez : le code n’a pas pu être créé',
    tooManyCards: 'Trop de cartes ouvertes : réessayez dans quelques minutes',
    logoRemoved: 'Logo retiré',
    unlockedTitle: 'Récompense débloquée 🎁',
    unlocked: (partner: string, discount: number) =>
      `Vous avez débloqué ${discount} % chez ${partner} ! Retrouvez-la dans vos récompenses.`,
  },
  /** The partner's check page (/partenaire/verifier): no account, a PIN per partner. */
  partner: {
    unknownCode: 'Code inconnu : vérifiez les 8 caractères affichés par le client',
    wrongPin: 'Code PIN incorrect',
    noPin: 'Ce partenaire n’a pas encore de code PIN : demandez-le à l’équipe Éclat',
    expired: 'Code expiré : le client en affiche un nouveau dans son application',
    used: (when: string) => `Code déjà utilisé le ${when}`,
    notRunning: 'Cette offre n’est plus active',
    usedUp: 'Ce client a déjà utilisé cette offre autant de fois que permis',
    tooManyTries: 'Trop d’essais : réessayez dans quelques minutes',
    journalName: (partner: string) => `Partenaire ${partner}`,
  },
  notifications: {
    notFound: 'Notification introuvable',
    levelUpTitle: 'Niveau supérieur ! 🎉',
    levelUp: (level: number, name: string) => `Vous passez au niveau ${level} : ${name} !`,
    dailyStreakTitle: 'Série en cours 🔥',
    dailyStreak: (days: number) => `${plural(days, 'jour')} de lavage d’affilée ! Continuez comme ça.`,
    offlineWashTitle: 'Lavage hors ligne validé ✅',
    offlineWash: (station: string, when: string, points: number) =>
      `Votre lavage à ${station} du ${when} est validé : +${plural(points, 'point')}.`,
    weeklyTierTitle: 'Nouvelle animation débloquée ✨',
    weeklyTier: (weeks: number, tier: string) =>
      `${plural(weeks, 'semaine')} de suite : animation « ${tier} » débloquée !`,
  },
  chat: {
    messageNotFound: 'Message introuvable',
    notYourMessage: 'Vous ne pouvez supprimer que vos propres messages',
    muted: (until: string) => `Vous ne pouvez pas écrire dans le chat jusqu’au ${until}.`,
    tooFast: 'Vous envoyez des messages trop vite. Patientez quelques secondes.',
    hourlyLimit: 'Limite de 60 messages par heure atteinte. Réessayez plus tard.',
    ownReport: 'Vous ne pouvez pas signaler votre propre message',
    alreadyReported: 'Vous avez déjà signalé ce message',
    reported: 'Message signalé. Merci, un administrateur va le vérifier.',
    deleted: 'Message supprimé',
    restored: 'Message rétabli',
    userMessagesDeleted: (count: number) =>
      count === 1 ? '1 message supprimé' : `${count} messages supprimés`,
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
    unlockedTitle: 'Nouveau badge débloqué 🏅',
    unlocked: (name: string, points: number) =>
      points > 0
        ? `Badge « ${name} » débloqué : +${plural(points, 'point')} !`
        : `Badge « ${name} » débloqué !`,
    showcaseMax: 'Maximum 9 badges en vitrine !',
    showcaseLocked: 'Seuls les badges débloqués peuvent aller en vitrine',
    showcaseSaved: 'Vitrine mise à jour avec succès !',
    userNotFound: 'Membre introuvable',
  },
  snake: {
    unknownGame: 'Partie inconnue',
    otherUsersGame: 'Cette partie ne vous appartient pas',
    alreadySubmitted: 'Cette partie a déjà été soumise',
    expired: 'Cette partie a expiré : lancez-en une nouvelle',
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
    prize: (rank: number, points: number) =>
      `${rank}${rank === 1 ? 're' : 'e'} place du défi de la semaine : +${plural(points, 'point')} !`,
  },
  admin: {
    erasedEmail: '(adresse effacée)',
    userNotFound: 'Utilisateur introuvable',
    ownAdminRight: 'Vous ne pouvez pas retirer vos propres droits administrateur',
    cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration',
    pseudoTaken: 'Ce pseudo est déjà utilisé',
    userDeleted: 'Utilisateur supprimé avec succès',
    confirmClearAll: 'Tapez SUPPRIMER pour confirmer la suppression de tous les utilisateurs',
    clearedAll: (count: number) =>
      `${count} utilisateur${count > 1 ? 's' : ''} supprimé${count > 1 ? 's' : ''}`,
    cleanedUp: (count: number) =>
      `${count} utilisateur${count > 1 ? 's' : ''} test supprimé${count > 1 ? 's' : ''}`,
    negativeTotal: (total: number) =>
      `Le total ne peut pas devenir négatif (actuellement ${plural(total, 'point')})`,
    adjustedTitle: 'Ajustement de vos points',
    adjusted: (delta: number, reason: string) =>
      `${delta > 0 ? '+' : ''}${plural(delta, 'point')} par l’équipe Éclat : ${reason}`,
    badgeNotFound: 'Badge introuvable',
  },
  /** The member's « Historique des points », one sentence per ledger row. */
  ledger: {
    wash: (station: string | null) => (station ? `Lavage à ${station}` : 'Lavage (photo supprimée ensuite)'),
    share: (platform: string | null, station: string | null) =>
      `Partage ${platform === 'tiktok' ? 'TikTok' : 'Instagram'}${station ? ` du lavage à ${station}` : ''}`,
    googleReview: (station: string | null) => (station ? `Avis Google (${station})` : 'Avis Google'),
    referrer: (friend: string | null) =>
      friend ? `Parrainage : premier lavage de votre filleul ${friend}` : 'Parrainage (parrain)',
    referred: (friend: string | null) =>
      friend ? `Parrainage : bienvenue de la part de ${friend}` : 'Parrainage (filleul)',
    badge: (name: string | null) => (name ? `Badge « ${name} »` : 'Badge'),
    snakePrize: (rank: number | null, week: string | null) =>
      rank && week
        ? `Défi Snake : ${rank}${rank === 1 ? 're' : 'e'} place de la semaine du ${week}`
        : 'Défi Snake : prix de la semaine',
    adjustment: (reason: string | null) =>
      reason ? `Ajustement par l’équipe Éclat : ${reason}` : 'Ajustement par l’équipe Éclat',
    washRemoved: 'Lavage retiré par l’équipe Éclat (photo supprimée)',
  },
  /** The operator's CSV exports: headers, file names and the words inside them. */
  exports: {
    fileNames: { members: 'membres', washes: 'lavages', ledger: 'points', journal: 'journal' },
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
    },
  },
  announcements: {
    notFound: 'Annonce introuvable',
    inPast: 'La date d’envoi est passée',
    tooFar: 'Une annonce se programme au plus 60 jours à l’avance',
    onePerDay: (count: number) =>
      `${plural(count, 'membre')} de ce public ${count > 1 ? 'reçoivent' : 'reçoit'} déjà une annonce ce jour-là : une seule annonce par membre et par jour. Choisissez un autre jour ou un autre public.`,
    sending: 'Annonce envoyée : elle arrive dans les notifications des membres.',
    scheduled: 'Annonce programmée',
    cancelled: 'Annonce annulée',
    alreadySent: 'Cette annonce est déjà partie : elle ne peut plus être annulée',
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
} as const;
