import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** European Portuguese, formal register (você, o senhor); the glossary is docs/glossary.md. */
export default {
  nav: {
    home: 'Início',
    leaderboard: 'Classificação',
    addWash: 'Validar',
    reviews: 'Avaliações (Google)',
    photos: 'Fotografias',
    challenges: 'Desafios',
    hub: 'Desafios e amigos',
    badges: 'Emblemas',
    levels: 'Níveis',
    profile: 'Perfil',
    admin: 'Admin',
    logout: 'Terminar sessão',
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    mainNavigation: 'Navegação principal',
    level: 'Nív. {level} · {name}',
    points: '{points, number} pts',
  },
  notifications: {
    bell: '{count, plural, =0 {Notificações} one {Notificações (# por ler)} other {Notificações (# por ler)}}',
    title: 'Notificações',
    markAll: 'Marcar tudo como lido',
    markRead: 'Marcar como lida',
    empty: 'Nenhuma notificação',
    loading: 'A carregar...',
    loadError: 'Não foi possível carregar as notificações',
    justNow: 'Agora mesmo',
    minutes: 'Há {n} min',
    hours: 'Há {n} h',
    days: 'Há {n} d',
    streakDays: '🔥 {n, plural, one {# dia} other {# dias}} seguidos',
    streakWeeks: '🔥 {n, plural, one {# semana} other {# semanas}} seguidas',
    bonusPoints: '+{n} pts',
    newLevel: 'Nív. {level} · {name}',
    unread: 'Por ler',
    open: 'Ver',
    /** The toast of a badge unlocked while the app is open. */
    badgeToast: 'Novo emblema!',
  },
} satisfies Translation<typeof source>;
