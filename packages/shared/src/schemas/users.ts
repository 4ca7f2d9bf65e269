import { z } from 'zod';
import { LOCALES } from '../domain/locales';

/** The signed-in user as every screen reads it (docs/product.md, screens "User (as read)"). */
export const userResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  pseudo: z.string().nullable(),
  profile_photo: z.string().nullable(),
  picture: z.string().nullable(),
  display_name: z.string(),
  display_photo: z.string().nullable(),
  favorite_station: z.string().nullable(),
  total_points: z.number().int(),
  level: z.number().int(),
  level_name: z.string(),
  wash_streak: z.number().int(),
  total_washes: z.number().int(),
  created_at: z.string(),
  is_admin: z.boolean(),
  notifications_count: z.number().int(),
  show_in_gallery: z.boolean(),
  /** The member's chosen language; null: the browser's (Accept-Language), else French. */
  locale: z.enum(LOCALES).nullable(),
  /** "MM-DD" or null (issue 33). */
  birthday: z.string().nullable(),
  email_opt_in: z.boolean(),
  /** The automatic messages' categories the member keeps. */
  reminders: z.object({ streak: z.boolean(), offers: z.boolean(), birthday: z.boolean() }),
});
export type User = z.infer<typeof userResponse>;
