import type { Msg } from '@app/shared/i18n/catalog';

/**
 * The web app's French texts of the first download: the sign-in screen, the app's frame and
 * what every screen shares (the signed-in screens' texts are in ../screens/). The spec's
 * texts, word for word. French is the source: its keys and parameters (`Msg<…>`) are the
 * ones every language must have. ICU MessageFormat, compiled at build time
 * (docs/decisions/0022).
 */
export default {
  app: {
    name: 'Éclat Lavage',
    tagline: 'L’application de lavage la plus motivante',
    loading: 'Chargement...',
  },
  login: {
    withGoogle: 'Continuer avec Google',
    withApple: 'Continuer avec Apple',
    or: 'ou',
    providerErrors: {
      denied: 'Connexion annulée.',
      invalid: 'La connexion n’a pas pu être vérifiée. Veuillez réessayer.',
      expired: 'La connexion a expiré. Veuillez réessayer.',
      unavailable: 'Ce service de connexion est indisponible pour le moment.',
      email_unverified:
        'Un compte existe déjà avec cette adresse, mais le service ne confirme pas qu’elle vous appartient. Connectez-vous avec votre mot de passe.',
      rate_limited: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    } as Record<string, string>,
    referralCode: 'Code de parrainage (facultatif)',
    titleLogin: 'Se connecter',
    titleRegister: 'Créer un compte',
    email: 'Email',
    emailPlaceholder: 'vous@exemple.ch',
    password: 'Mot de passe',
    passwordRule: 'Au moins 6 caractères, et pas un mot de passe courant comme « 123456 » ou « azerty ».',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    name: 'Nom complet',
    namePlaceholder: 'Prénom Nom',
    favoriteStation: 'Station préférée',
    chooseStation: 'Choisir une station',
    submitLogin: 'Se connecter',
    submitRegister: 'Créer mon compte',
    submittingLogin: 'Connexion...',
    submittingRegister: 'Inscription...',
    toggleToLogin: 'Déjà un compte ? Se connecter',
    toggleToRegister: 'Pas de compte ? S’inscrire',
    discoverLevels: 'Découvrir les 100 niveaux',
    features: [
      {
        title: 'Validation par photo',
        text: 'Prenez votre voiture en photo à la station et gagnez vos points.',
      },
      { title: '100 niveaux', text: 'De Rookie à Absolu Supreme : chaque lavage vous fait progresser.' },
      { title: 'Points bonus', text: 'Heures creuses, week-end, séries, partages et avis Google.' },
    ],
    forgotPassword: 'Mot de passe oublié ?',
    legal: {
      before: 'En continuant, vous acceptez nos ',
      terms: 'conditions d’utilisation',
      between: ' et notre ',
      privacy: 'politique de confidentialité',
      after:
        '. Vos photos valident vos lavages et paraissent dans la galerie des membres, sauf si vous le refusez dans votre profil.',
    },
    /** The open stations are counted (the network is the operator's data). */
    footer: '{count, plural, one {# station} other {# stations}} • 100 niveaux • Points bonus' as Msg<{
      count: number;
    }>,
    footerNoCount: '100 niveaux • Points bonus',
    errorFallback: 'Erreur de connexion',
    errorNetwork: 'Erreur de connexion au serveur',
  },
  common: {
    /** Past 8 stations, a search narrows the station choices. */
    searchStation: 'Rechercher une station',
    noStationMatches: 'Aucune station ne correspond',
    points: '{points, number} pts' as Msg<{ points: number }>,
    pointsLong: '{points, number} points' as Msg<{ points: number }>,
    level: 'Niveau {level}' as Msg<{ level: number }>,
    close: 'Fermer',
    cancel: 'Annuler',
    back: 'Retour',
    error: 'Erreur : {detail}' as Msg<{ detail: string }>,
    retry: 'Réessayer',
    loadError: 'Impossible de charger ces données.',
    offlineNotLoaded:
      'Hors ligne : ces données n’ont pas encore été chargées sur ce téléphone. Elles s’afficheront au retour du réseau.',
    language: 'Langue',
  },
  /** Dates spelled out by hand in every language (no Intl on the first screen, decision 0011). */
  calendar: {
    /** Monday first, as zurichParts numbers them. */
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    /** « samedi 21 novembre 2026 » */
    fullDate: '{weekday} {day} {month} {year}' as Msg<{
      weekday: string;
      day: string;
      month: string;
      year: string;
    }>,
    /** « 21 novembre 2026 » */
    longDate: '{day} {month} {year}' as Msg<{ day: string; month: string; year: string }>,
  },
  offline: 'Vous êtes hors ligne. Les données affichées peuvent ne pas être à jour.',
  notFound: {
    title: 'Page non trouvée',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
};
