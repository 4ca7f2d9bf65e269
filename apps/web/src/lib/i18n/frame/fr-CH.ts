import type { Msg } from '@app/shared/i18n/catalog';

/**
 * The French texts of the signed-in frame (navigation, notifications), fetched with the
 * signed-in layout: every signed-in screen and the admin area need them (issue 22).
 */
export default {
  nav: {
    home: 'Accueil',
    leaderboard: 'Classement',
    addWash: 'Valider',
    reviews: 'Avis (Google)',
    photos: 'Photos',
    challenges: 'Défis',
    hub: 'Défis & amis',
    badges: 'Badges',
    levels: 'Niveaux',
    profile: 'Profil',
    admin: 'Admin',
    logout: 'Déconnexion',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainNavigation: 'Navigation principale',
    level: 'Niv. {level} · {name}' as Msg<{ level: number; name: string }>,
    points: '{points, number} pts' as Msg<{ points: number }>,
  },
  notifications: {
    bell: '{count, plural, =0 {Notifications} one {Notifications (# non lue)} other {Notifications (# non lues)}}' as Msg<{
      count: number;
    }>,
    title: 'Notifications',
    markAll: 'Tout marquer comme lu',
    markRead: 'Marquer comme lu',
    empty: 'Aucune notification',
    loading: 'Chargement...',
    loadError: 'Impossible de charger les notifications',
    justNow: 'À l’instant',
    minutes: 'Il y a {n}\u00a0min' as Msg<{ n: number }>,
    hours: 'Il y a {n}\u00a0h' as Msg<{ n: number }>,
    days: 'Il y a {n}\u00a0j' as Msg<{ n: number }>,
    streakDays: '🔥 {n, plural, one {# jour} other {# jours}} d’affilée' as Msg<{ n: number }>,
    streakWeeks: '🔥 {n, plural, one {# semaine} other {# semaines}} de suite' as Msg<{ n: number }>,
    bonusPoints: '+{n} pts' as Msg<{ n: number }>,
    newLevel: 'Niv. {level} · {name}' as Msg<{ level: number; name: string }>,
    unread: 'Non lue',
    open: 'Voir',
    /** The toast of a badge unlocked while the app is open. */
    badgeToast: 'Nouveau badge !',
  },
};
