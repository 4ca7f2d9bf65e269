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
    forbiddenOrigin: 'Requête refusée : origine non autorisée',
    forbidden: 'Accès refusé',
    adminOnly: 'Accès refusé : droits administrateur requis',
    tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    notReady: 'Le service démarre, veuillez réessayer dans un instant',
    invalidRequest: 'Requête invalide',
    badUrl: 'Adresse invalide',
    urlTooLong: 'Adresse trop longue',
    nulCharacter: 'Le texte contient un caractère interdit',
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
  images: {
    tooSmall: (long: number, short: number) => `La photo est trop petite (minimum ${long}×${short} pixels)`,
    notDataUrl: 'La photo doit être envoyée comme image encodée (data URL base64)',
    notAnImage: 'Le fichier n’est pas une image valide (JPEG, PNG ou WebP)',
    tooManyPixels: 'L’image a trop de pixels',
    washPhotoTooLarge: 'La photo est trop volumineuse (max 5 Mo)',
    profilePhotoTooLarge: 'La photo est trop volumineuse (max 2MB)',
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
  },
  social: {
    alreadyShared: 'Ce lavage a déjà été partagé',
    shared: (points: number, platform: string) =>
      `Merci pour votre partage sur ${platform} ! +${points} points`,
  },
  reviews: {
    alreadyRewarded: 'Vous avez déjà reçu le bonus d’avis Google pour cette station',
    stationMismatch: 'Ce lavage a été validé dans une autre station',
    rewarded: (points: number) => `Merci pour votre avis ! +${points} points`,
    missingFields: 'Veuillez sélectionner une station et une image',
    notAnImage: 'Veuillez sélectionner une image',
    tooLarge: "L'image est trop volumineuse (max 5MB)",
    alreadyPending: 'Une capture pour cette station est déjà en attente de validation',
    duplicate: 'Cette capture a déjà été soumise',
    submitted: 'Screenshot soumis avec succès ! Vos points seront attribués après validation.',
    notFound: 'Soumission introuvable',
    alreadyDecided: 'Cette soumission a déjà été traitée',
    approved: (points: number) => (points > 0 ? `Avis validé : +${points} points attribués` : 'Avis validé'),
    rejected: 'Avis rejeté',
    approvedTitle: 'Avis Google validé ✅',
    approvedMessage: (station: string, points: number) =>
      points > 0
        ? `Votre capture pour ${station} est validée : +${points} points !`
        : `Votre capture pour ${station} est validée.`,
    rejectedTitle: 'Capture d’avis refusée',
    rejectedMessage: (station: string, notes: string | null) =>
      `Votre capture pour ${station} n’a pas été validée.${notes ? ` Motif : ${notes}` : ''}`,
  },
  profile: {
    updated: 'Profil mis à jour',
    pseudoTaken: 'Ce pseudo est déjà utilisé',
    passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été déconnectées.',
    wrongCurrentPassword: 'Mot de passe actuel incorrect',
    accountDeleted: 'Votre compte et toutes vos données ont été supprimés',
    noPassword: 'Ce compte n’a pas de mot de passe',
  },
  push: {
    subscribed: 'Notifications push activées',
    unsubscribed: 'Notifications push désactivées',
    testSent: 'Notification de test envoyée',
    noSubscription: 'Aucun appareil n’est abonné aux notifications push',
    endpointRefused: 'Ce service de notifications push n’est pas accepté',
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
    success: (points: number) => `Code de parrainage validé ! Vous recevez ${points} points.`,
    referredTitle: 'Bienvenue parrainé·e ! 🎁',
    referred: (referrer: string, points: number) =>
      `Grâce au code de ${referrer}, vous recevez ${points} points.`,
    newFriendTitle: 'Un ami a utilisé votre code 🤝',
    newFriend: (friend: string, points: number) =>
      `${friend} a utilisé votre code. Vous recevrez ${points} points à son premier lavage validé.`,
    firstWashTitle: 'Parrainage récompensé ! 🎉',
    firstWash: (friend: string, points: number) =>
      `${friend} a validé son premier lavage : +${points} points !`,
  },
  rewards: {
    notFound: 'Récompense introuvable',
    deleted: 'Récompense supprimée',
    unlockedTitle: 'Récompense débloquée 🎁',
    unlocked: (partner: string, discount: number) =>
      `Vous avez débloqué ${discount} % chez ${partner} ! Retrouvez-la dans vos récompenses.`,
  },
  notifications: {
    notFound: 'Notification introuvable',
    levelUpTitle: 'Niveau supérieur ! 🎉',
    levelUp: (level: number, name: string) => `Vous passez au niveau ${level} : ${name} !`,
    dailyStreakTitle: 'Série en cours 🔥',
    dailyStreak: (days: number) => `${days} jours de lavage d’affilée ! Continuez comme ça.`,
    weeklyTierTitle: 'Nouvelle animation débloquée ✨',
    weeklyTier: (weeks: number, tier: string) =>
      `${weeks} semaines de suite : animation « ${tier} » débloquée !`,
  },
} as const;
