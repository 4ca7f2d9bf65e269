import type { FeedPostInput } from '@app/shared/schemas/feed';
import type { Database } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { presentAdminPost, presentInstagramPost, presentTiktokPost } from './feed.presenter';
import * as repo from './feed.repository';

type Admin = { id: string; name: string };

/** Posts per platform in the network tab. */
const FEED_LIMIT = 24;

export class FeedService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The network tab (docs/product.md, screens "Social feed"). */
  async feed() {
    const [instagram, tiktok, updated] = await Promise.all([
      repo.latestPosts(this.db, 'instagram', FEED_LIMIT),
      repo.latestPosts(this.db, 'tiktok', FEED_LIMIT),
      repo.lastUpdated(this.db),
    ]);
    return {
      instagram_posts: instagram.map(presentInstagramPost),
      tiktok_posts: tiktok.map(presentTiktokPost),
      last_updated: updated?.toISOString() ?? null,
    };
  }

  async list() {
    return { posts: (await repo.allPosts(this.db)).map(presentAdminPost) };
  }

  private values(input: FeedPostInput, now: Date): repo.FeedPostValues {
    return {
      platform: input.platform,
      imageUrl: input.image_url,
      caption: input.caption,
      likes: input.likes,
      viewCount: input.view_count,
      link: input.link,
      postedAt: input.posted_at ? new Date(input.posted_at) : now,
    };
  }

  async create(admin: Admin, input: FeedPostInput) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await repo.insertPost(tx, this.values(input, now), now);
      await recordAudit(tx, {
        admin,
        action: 'feed_post.create',
        targetType: 'feed_post',
        targetId: row.id,
        details: { after: input },
        now,
      });
      return { success: true as const, post: presentAdminPost(row) };
    });
  }

  async update(admin: Admin, id: string, input: FeedPostInput) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const before = await repo.postById(tx, id);
      if (!before) throw new HttpError(404, messages.feed.notFound);
      const row = (await repo.updatePost(tx, id, this.values(input, before.postedAt), now))!;
      await recordAudit(tx, {
        admin,
        action: 'feed_post.update',
        targetType: 'feed_post',
        targetId: id,
        details: { before: presentAdminPost(before), after: input },
        now,
      });
      return { success: true as const, post: presentAdminPost(row) };
    });
  }

  async remove(admin: Admin, id: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await repo.deletePost(tx, id);
      if (!row) throw new HttpError(404, messages.feed.notFound);
      await recordAudit(tx, {
        admin,
        action: 'feed_post.delete',
        targetType: 'feed_post',
        targetId: id,
        details: { before: presentAdminPost(row) },
        now,
      });
      return { success: true as const, message: messages.feed.deleted };
    });
  }
}
