import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { replaceInstagramPosts } from './feed.repository';

export const INSTAGRAM_REFRESH_MS = 30 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const POSTS = 24;

const httpsUrl = z.url({ protocol: /^https$/ });

/** What we read of the Graph API's media list; anything else in it is ignored. */
const mediaList = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      caption: z.string().optional(),
      media_type: z.string().optional(),
      media_url: z.string().optional(),
      thumbnail_url: z.string().optional(),
      permalink: z.string(),
      timestamp: z.string(),
      like_count: z.number().int().min(0).optional(),
    }),
  ),
});

export interface InstagramSource {
  userId: string;
  accessToken: string;
  graphUrl: string;
}

/**
 * Refreshes the Instagram posts of the social feed from the Instagram Graph API every
 * 30 minutes. A failing source (down, refused token, unreadable answer) keeps the last
 * good posts and logs a warning: the network tab never shows an error for it.
 */
export class InstagramFeedJob {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<boolean> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly source: InstagramSource,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), INSTAGRAM_REFRESH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One refresh; answers whether the posts were replaced. */
  runOnce(): Promise<boolean> {
    this.running ??= this.sync().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sync(): Promise<boolean> {
    const url = new URL(`${this.source.graphUrl}/${encodeURIComponent(this.source.userId)}/media`);
    url.searchParams.set(
      'fields',
      'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,like_count',
    );
    url.searchParams.set('limit', String(POSTS));
    url.searchParams.set('access_token', this.source.accessToken);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Instagram Graph API answered ${response.status}`);
      const parsed = mediaList.safeParse(await response.json());
      if (!parsed.success) throw new Error('unreadable Instagram Graph API answer');
      const posts = parsed.data.data.flatMap((item) => {
        const image = item.media_type === 'VIDEO' ? item.thumbnail_url : item.media_url;
        const postedAt = new Date(item.timestamp);
        // Only what the page can show safely: https images and links, a real date.
        if (!httpsUrl.safeParse(image).success || !httpsUrl.safeParse(item.permalink).success) return [];
        if (Number.isNaN(postedAt.getTime())) return [];
        return [
          {
            platform: 'instagram' as const,
            externalId: item.id,
            imageUrl: image!,
            caption: (item.caption ?? '').slice(0, 2200),
            likes: item.like_count ?? 0,
            viewCount: 0,
            link: item.permalink,
            postedAt,
          },
        ];
      });
      const now = this.clock.now();
      await this.db.transaction((tx) => replaceInstagramPosts(tx, posts, now));
      this.log.info({ posts: posts.length }, 'instagram feed refreshed');
      return true;
    } catch (error) {
      // The access token is in the URL: never log it.
      this.log.warn(
        { err: { message: (error as Error).message } },
        'instagram feed refresh failed; keeping the last posts',
      );
      return false;
    }
  }
}
