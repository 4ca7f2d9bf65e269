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
    tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    notReady: 'Le service démarre, veuillez réessayer dans un instant',
    invalidRequest: 'Requête invalide',
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
    tooManyUploads: 'Trop d’envois de photos. Veuillez réessayer dans quelques minutes.',
  },
  social: {
    alreadyShared: 'Ce lavage a déjà été partagé',
    shared: (points: number, platform: string) =>
      `Merci pour votre partage sur ${platform} ! +${points} points`,
  },
  reviews: {
    alreadyRewarded: 'Vous avez déjà reçu le bonus d’avis Google pour cette station',
    rewarded: (points: number) => `Merci pour votre avis ! +${points} points`,
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
