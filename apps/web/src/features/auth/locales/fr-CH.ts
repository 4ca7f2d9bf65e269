/** The password reset pages’ French texts: in their own chunk, not in the sign-in screen’s. */
export default {
  forgotTitle: 'Mot de passe oublié',
  forgotIntro:
    'Indiquez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  email: 'Email',
  send: 'Envoyer le lien',
  sending: 'Envoi...',
  backToLogin: 'Retour à la connexion',
  resetTitle: 'Nouveau mot de passe',
  resetIntro: 'Choisissez un nouveau mot de passe (6 caractères au moins).',
  password: 'Nouveau mot de passe',
  passwordRule: 'Au moins 6 caractères, et pas un mot de passe courant comme « 123456 » ou « azerty ».',
  confirm: 'Confirmer le mot de passe',
  mismatch: 'Les deux mots de passe ne sont pas identiques',
  save: 'Enregistrer le mot de passe',
  saving: 'Enregistrement...',
  missingToken: 'Ce lien est incomplet. Demandez un nouveau lien depuis l’écran de connexion.',
  askAgain: 'Demander un nouveau lien',
  errorFallback: 'Une erreur est survenue. Veuillez réessayer.',
  errorNetwork: 'Erreur de connexion au serveur',
};
