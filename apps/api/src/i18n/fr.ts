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
} as const;
