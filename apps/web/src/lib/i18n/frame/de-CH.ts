import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** Swiss Standard German (no ß, formal «Sie»); the glossary is docs/glossary.md. */
export default {
  nav: {
    home: 'Start',
    leaderboard: 'Rangliste',
    addWash: 'Bestätigen',
    reviews: 'Bewertungen (Google)',
    photos: 'Fotos',
    challenges: 'Challenges',
    hub: 'Challenges & Freunde',
    badges: 'Abzeichen',
    levels: 'Level',
    profile: 'Profil',
    admin: 'Admin',
    logout: 'Abmelden',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schliessen',
    mainNavigation: 'Hauptnavigation',
    level: 'Lvl. {level} · {name}',
    points: '{points, number} Pkt.',
  },
  notifications: {
    bell: '{count, plural, =0 {Mitteilungen} one {Mitteilungen (# ungelesen)} other {Mitteilungen (# ungelesen)}}',
    title: 'Mitteilungen',
    markAll: 'Alle als gelesen markieren',
    markRead: 'Als gelesen markieren',
    empty: 'Keine Mitteilungen',
    loading: 'Wird geladen...',
    loadError: 'Die Mitteilungen konnten nicht geladen werden',
    justNow: 'Gerade eben',
    minutes: 'Vor {n} Min.',
    hours: 'Vor {n} Std.',
    days: 'Vor {n} T.',
    streakDays: '🔥 {n, plural, one {# Tag} other {# Tage}} in Folge',
    streakWeeks: '🔥 {n, plural, one {# Woche} other {# Wochen}} in Folge',
    bonusPoints: '+{n} Pkt.',
    newLevel: 'Lvl. {level} · {name}',
    unread: 'Ungelesen',
    open: 'Ansehen',
    /** The toast of a badge unlocked while the app is open. */
    badgeToast: 'Neues Abzeichen!',
  },
} satisfies Translation<typeof source>;
