import { readableText } from './names';
/** Community chat rules (docs/product.md, screens, docs/product.md, chat and moderation), shared by the API and the app. */

export const CHAT_MAX_LENGTH = 500;
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_MAX = 100;
/** Reports from this many different members hide a message until an admin decides. */
export const CHAT_REPORTS_TO_HIDE = 3;
/** Online: an open event stream, or activity within this window. */
export const CHAT_ONLINE_WINDOW_MS = 2 * 60_000;
/** Polling interval while the event stream is down (the spec's refresh). */
export const CHAT_FALLBACK_POLL_MS = 10_000;
export const CHAT_MUTE_MAX_HOURS = 720;

/** Per user, across every instance. */
export const CHAT_RATE_LIMITS = [
  { name: 'burst', limit: 5, windowMs: 10_000 },
  { name: 'hour', limit: 60, windowMs: 3_600_000 },
] as const;

/** The composer's picker: 20 emojis (docs/product.md, screens). */
export const CHAT_EMOJIS = [
  '😀',
  '😂',
  '😍',
  '😎',
  '🤩',
  '😉',
  '🙏',
  '👍',
  '👏',
  '🎉',
  '🔥',
  '💪',
  '✨',
  '💧',
  '🧽',
  '🚗',
  '🏆',
  '⭐',
  '❤️',
  '😅',
] as const;

export type ChatRankTone = 'gold' | 'violet' | 'blue' | 'green' | 'orange' | 'slate';

export interface ChatRank {
  /** Level figure the badge shows (docs/product.md, screens: 100, 75, 50, 25, 10, 1). */
  level: number;
  emoji: string;
  tone: ChatRankTone;
}

const RANKS: ReadonlyArray<ChatRank & { minPoints: number }> = [
  { minPoints: 10_000, level: 100, emoji: '👑', tone: 'gold' },
  { minPoints: 5_000, level: 75, emoji: '💎', tone: 'violet' },
  { minPoints: 2_000, level: 50, emoji: '🏆', tone: 'blue' },
  { minPoints: 1_000, level: 25, emoji: '⭐', tone: 'green' },
  { minPoints: 500, level: 10, emoji: '🔥', tone: 'orange' },
  { minPoints: 0, level: 1, emoji: '🌱', tone: 'slate' },
];

/** The emoji and colour of a message's author, by total points. */
export function chatRank(totalPoints: number): ChatRank {
  const rank = RANKS.find((candidate) => totalPoints >= candidate.minPoints) ?? RANKS[RANKS.length - 1]!;
  return { level: rank.level, emoji: rank.emoji, tone: rank.tone };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Masks each listed word with as many asterisks as it has characters: whole words only
 * ("con" leaves "contact" alone), case-insensitive, letters of any alphabet.
 */
export function maskBannedWords(text: string, words: readonly string[]): string {
  const listed = words.map((word) => word.trim()).filter(Boolean);
  if (listed.length === 0) return text;
  // Longest first, so that a longer listed word wins over a listed prefix of it.
  const alternatives = [...listed].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
  return text.replace(pattern, (match) => '*'.repeat([...match].length));
}

/** The text that is stored: trimmed; null when nothing is left to send. */
export function normalizeChatContent(content: string): string | null {
  const trimmed = content.trim();
  return trimmed === '' ? null : trimmed;
}

/** A word list as stored: trimmed, no blanks, each word once whatever its case. */
export function normalizeWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  // Read as messages are (NFKC, no hidden characters), so a listed word meets its message.
  for (const word of words.map((candidate) => readableText(candidate).trim()).filter(Boolean)) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}

/** The moderators' views: all listed, reported, hidden by reports, deleted (history). */
export const CHAT_QUEUES = ['all', 'reported', 'hidden', 'deleted'] as const;
export type ChatQueue = (typeof CHAT_QUEUES)[number];
