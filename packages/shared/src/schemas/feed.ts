import { z } from 'zod';
import { visibleText, isoInstant } from './common';

export const FEED_PLATFORMS = ['instagram', 'tiktok'] as const;

export const instagramPost = z.object({
  id: z.string(),
  image_url: z.string(),
  caption: z.string(),
  likes: z.number().int(),
  timestamp: z.string(),
  permalink: z.string(),
});
export const tiktokPost = z.object({
  id: z.string(),
  cover_image_url: z.string(),
  title: z.string(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  timestamp: z.string(),
  share_url: z.string(),
});
export type InstagramPost = z.infer<typeof instagramPost>;
export type TiktokPost = z.infer<typeof tiktokPost>;

/** The network tab (docs/product.md, screens "Social feed"). */
export const socialFeedResponse = z.object({
  instagram_posts: z.array(instagramPost),
  tiktok_posts: z.array(tiktokPost),
  /** When the feed last changed; null while it is empty. */
  last_updated: z.string().nullable(),
});

const httpsUrl = (field: string) =>
  z
    .url({ protocol: /^https$/, error: `Champ « ${field} » : adresse https:// attendue` })
    .max(2000, { error: `Champ « ${field} » : adresse trop longue` });

const count = (field: string) =>
  z
    .number({ error: `Champ « ${field} » : nombre attendu` })
    .int({ error: `Champ « ${field} » : nombre entier attendu` })
    .min(0, { error: `Champ « ${field} » : au moins 0` })
    .max(2_000_000_000, { error: `Champ « ${field} » : trop grand` });

/** What an admin writes for one post (create, or update with the same fields). */
export const feedPostInput = z.object({
  platform: z.enum(FEED_PLATFORMS, { error: 'Plateforme inconnue (instagram ou tiktok)' }),
  /** Instagram image, or TikTok cover image. */
  image_url: httpsUrl('image_url'),
  /** Instagram caption, or TikTok title. */
  caption: z
    .string()
    .trim()
    .max(2200, { error: 'Le texte est trop long (2200 caractères au plus)' })
    .refine(...visibleText({ multiline: true }))
    .default(''),
  likes: count('likes').default(0),
  view_count: count('view_count').default(0),
  /** Instagram permalink, or TikTok share link. */
  link: httpsUrl('link'),
  posted_at: isoInstant('Champ « posted_at » : date ISO attendue').optional(),
});
export type FeedPostInput = z.infer<typeof feedPostInput>;

export const adminFeedPost = z.object({
  id: z.string(),
  platform: z.enum(FEED_PLATFORMS),
  source: z.string(),
  image_url: z.string(),
  caption: z.string(),
  likes: z.number().int(),
  view_count: z.number().int(),
  link: z.string(),
  posted_at: z.string(),
  updated_at: z.string(),
});
export const adminFeedPostsResponse = z.object({ posts: z.array(adminFeedPost) });
export const adminFeedPostResponse = z.object({ success: z.literal(true), post: adminFeedPost });
export const feedPostParams = z.object({ id: z.uuid({ error: 'Identifiant de publication invalide' }) });
