import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** English, for customers of the Swiss stations; the glossary is docs/glossary.md. */
export default {
  nav: {
    home: 'Home',
    leaderboard: 'Leaderboard',
    addWash: 'Validate',
    reviews: 'Reviews (Google)',
    photos: 'Photos',
    challenges: 'Challenges',
    hub: 'Challenges & friends',
    badges: 'Badges',
    levels: 'Levels',
    profile: 'Profile',
    admin: 'Admin',
    logout: 'Sign out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    level: 'Lvl {level} · {name}',
    points: '{points, number} pts',
  },
  notifications: {
    bell: '{count, plural, =0 {Notifications} one {Notifications (# unread)} other {Notifications (# unread)}}',
    title: 'Notifications',
    markAll: 'Mark all as read',
    markRead: 'Mark as read',
    empty: 'No notifications',
    loading: 'Loading...',
    loadError: 'The notifications could not be loaded',
    justNow: 'Just now',
    minutes: '{n} min ago',
    hours: '{n} h ago',
    days: '{n} d ago',
    streakDays: '🔥 {n, plural, one {# day} other {# days}} in a row',
    streakWeeks: '🔥 {n, plural, one {# week} other {# weeks}} in a row',
    bonusPoints: '+{n} pts',
    newLevel: 'Lvl {level} · {name}',
    unread: 'Unread',
    open: 'View',
    /** The toast of a badge unlocked while the app is open. */
    badgeToast: 'New badge!',
  },
} satisfies Translation<typeof source>;
