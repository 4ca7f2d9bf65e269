import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'streak',
  'level_up',
  'referral',
  'reward',
  'ranking',
  'other',
  'reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  data: z
    .object({
      streak_count: z.number().optional(),
      /** Which streak the count is of: consecutive days, or weeks (older notifications: days). */
      streak_unit: z.enum(['days', 'weeks']).optional(),
      bonus_points: z.number().optional(),
      new_level: z.number().optional(),
      new_level_name: z.string().optional(),
      reward_id: z.string().optional(),
      badge_id: z.string().optional(),
      badge_name: z.string().optional(),
      icon: z.string().optional(),
      points: z.number().optional(),
      week_start: z.string().optional(),
      rank: z.number().optional(),
      /** A wash validated later (taken offline at the bay). */
      wash_id: z.string().optional(),
      /** An operator's announcement, and the page of the app it opens. */
      announcement_id: z.string().optional(),
      url: z.string().optional(),
      /** A journey's automatic message (type reminder): the journey's key. */
      journey: z.string().optional(),
      jokers_left: z.number().optional(),
    })
    .nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({
  limit: z.coerce
    .number({ error: 'Champ « limit » : nombre attendu' })
    .int({ error: 'Champ « limit » : nombre entier attendu' })
    .min(1, { error: 'Champ « limit » : au moins 1' })
    .max(50, { error: 'Champ « limit » : au plus 50' })
    .default(20),
});

export const notificationsResponse = z.object({
  notifications: z.array(notification),
  unread_count: z.number().int(),
});

export const notificationIdParams = z.object({
  id: z.uuid({ error: 'Identifiant de notification invalide' }),
});

export const markReadResponse = z.object({
  success: z.literal(true),
  unread_count: z.number().int(),
});
