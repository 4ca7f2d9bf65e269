import { z } from 'zod';
import { readableText } from '../domain/names';
import {
  CHAT_MAX_LENGTH,
  CHAT_MUTE_MAX_HOURS,
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  CHAT_QUEUES,
} from '../domain/chat';
import { INT4_MAX, integerId, pagedQuery } from './common';

export const chatMessagesQuery = z.object({
  limit: pagedQuery(CHAT_PAGE_MAX, CHAT_PAGE_SIZE).shape.limit,
  /** Older page: the messages before this id. */
  before: integerId('before').optional(),
});

/** An author as other members see them: no e-mail, first name only (docs/product.md, privacy). */
export const chatAuthor = z.object({
  name: z.string(),
  pseudo: z.string().nullable(),
  profile_photo: z.string().nullable(),
  total_points: z.number().int(),
});

export const chatMessage = z.object({
  id: z.number().int(),
  user_id: z.string(),
  content: z.string(),
  /** The author's own message that a moderator hid or deleted: `content` says so. */
  moderated: z.boolean(),
  created_at: z.string(),
  user: chatAuthor,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatMessagesResponse = z.object({ messages: z.array(chatMessage) });

export const chatSendBody = z.object({
  content: z
    .string({ error: 'Le message doit être un texte' })
    // Checked against the word list and stored as it reads (docs/product.md, chat).
    .overwrite((content) => readableText(content, { multiline: true }))
    .trim()
    .min(1, { error: 'Le message ne peut pas être vide' })
    .max(CHAT_MAX_LENGTH, { error: `Le message ne peut pas dépasser ${CHAT_MAX_LENGTH} caractères` }),
});

export const chatMessageParams = z.object({ id: integerId('id') });

export const chatReportBody = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500, { error: 'La raison est trop longue (500 caractères au plus)' })
      .optional(),
  })
  .optional();

export const onlineUser = chatAuthor.extend({ id: z.string() });
export const onlineUsersResponse = z.object({ users: z.array(onlineUser) });
export type OnlineUser = z.infer<typeof onlineUser>;

/** Deleted, or hidden by reports (one message), or all of a user's: clients drop them. */
export const chatDeletedEvent = z.union([
  z.object({ id: z.number().int() }),
  z.object({ user_id: z.string() }),
]);
export type ChatDeletedEvent = z.infer<typeof chatDeletedEvent>;

// ---- Admin calls (docs/product.md, screens) ----

export const adminChatQuery = pagedQuery(CHAT_PAGE_MAX, CHAT_PAGE_SIZE).extend({
  queue: z.enum(CHAT_QUEUES, { error: 'Vue inconnue' }).default('all'),
});
const chatReport = z.object({
  reporter_id: z.string(),
  reporter_name: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

export const adminChatMessage = z.object({
  message_id: z.number().int(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  user_level: z.number().int(),
  /** URL of the author's photo. */
  user_photo: z.string().nullable(),
  message: z.string(),
  timestamp: z.string(),
  report_count: z.number().int(),
  hidden: z.boolean(),
  /** When a moderator deleted it, and who: the history of deleted messages. */
  deleted_at: z.string().nullable(),
  deleted_by: z.string().nullable(),
  reports: z.array(chatReport),
});
export type AdminChatMessage = z.infer<typeof adminChatMessage>;
export const adminChatMessagesResponse = z.object({
  messages: z.array(adminChatMessage),
  total: z.number().int(),
});

export const adminDeleteMessageResponse = z.object({
  success: z.literal(true),
  /** The author's name. */
  user_affected: z.string(),
});

export const adminChatUserParams = z.object({
  userId: z.uuid({ error: 'Identifiant d’utilisateur invalide' }),
});
export const adminChatMessageParams = z.object({ messageId: integerId('messageId') });

export const adminChatReport = z.object({
  message_id: z.number().int(),
  message: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  timestamp: z.string(),
  hidden: z.boolean(),
  report_count: z.number().int(),
  reports: z.array(chatReport),
});
export const adminChatReportsResponse = z.object({ reports: z.array(adminChatReport) });

export const chatMuteBody = z.object({
  user_id: z.uuid({ error: 'Identifiant d’utilisateur invalide' }),
  hours: z
    .number({ error: 'Champ « hours » : nombre attendu' })
    .int({ error: 'Champ « hours » : nombre entier attendu' })
    .min(1, { error: 'La durée doit être d’au moins 1 heure' })
    .max(CHAT_MUTE_MAX_HOURS, { error: `La durée ne peut pas dépasser ${CHAT_MUTE_MAX_HOURS} heures` }),
  reason: z
    .string({ error: 'La raison doit être un texte' })
    .trim()
    .min(1, { error: 'Indiquez la raison' })
    .max(500, { error: 'La raison est trop longue (500 caractères au plus)' }),
});
export const chatMuteResponse = z.object({ success: z.literal(true), muted_until: z.string() });
export const chatMutesResponse = z.object({
  mutes: z.array(
    z.object({ user_id: z.string(), user_name: z.string(), muted_until: z.string(), reason: z.string() }),
  ),
});

export const bannedWord = z.object({ id: z.number().int(), word: z.string(), created_at: z.string() });
export const bannedWordsResponse = z.object({ words: z.array(bannedWord) });
export const bannedWordInput = z.object({
  word: z
    .string({ error: 'Le mot doit être un texte' })
    .trim()
    .min(1, { error: 'Indiquez un mot' })
    .max(50, { error: 'Le mot est trop long (50 caractères au plus)' }),
});
export const bannedWordParams = z.object({ id: integerId('id', INT4_MAX) });
