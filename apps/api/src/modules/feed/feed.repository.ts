import { and, desc, eq, max, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedPosts } from '../../db/schema';

export type FeedPostRow = typeof feedPosts.$inferSelect;
export type FeedPlatform = FeedPostRow['platform'];
export type FeedPostValues = Pick<
  FeedPostRow,
  'platform' | 'imageUrl' | 'caption' | 'likes' | 'viewCount' | 'link' | 'postedAt'
>;

/** Source of the posts that the Instagram job writes (admins' posts are 'admin'). */
export const INSTAGRAM_API_SOURCE = 'instagram_api';

export function latestPosts(db: Executor, platform: FeedPlatform, limit: number) {
  return db
    .select()
    .from(feedPosts)
    .where(eq(feedPosts.platform, platform))
    .orderBy(desc(feedPosts.postedAt))
    .limit(limit);
}

export async function lastUpdated(db: Executor): Promise<Date | null> {
  const [row] = await db.select({ value: max(feedPosts.updatedAt) }).from(feedPosts);
  return row?.value ?? null;
}

export function allPosts(db: Executor) {
  return db.select().from(feedPosts).orderBy(desc(feedPosts.postedAt));
}

export async function postById(db: Executor, id: string) {
  const [row] = await db.select().from(feedPosts).where(eq(feedPosts.id, id));
  return row;
}

export async function insertPost(db: Executor, values: FeedPostValues, now: Date) {
  const [row] = await db
    .insert(feedPosts)
    .values({ ...values, source: 'admin', createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePost(db: Executor, id: string, values: FeedPostValues, now: Date) {
  const [row] = await db
    .update(feedPosts)
    .set({ ...values, updatedAt: now })
    .where(eq(feedPosts.id, id))
    .returning();
  return row;
}

export async function deletePost(db: Executor, id: string) {
  const [row] = await db.delete(feedPosts).where(eq(feedPosts.id, id)).returning();
  return row;
}

/** The Instagram job's result: its posts as fetched, and none it no longer returns. */
export async function replaceInstagramPosts(
  db: Executor,
  posts: ReadonlyArray<FeedPostValues & { externalId: string }>,
  now: Date,
) {
  for (const post of posts) {
    await db
      .insert(feedPosts)
      .values({ ...post, source: INSTAGRAM_API_SOURCE, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [feedPosts.platform, feedPosts.externalId],
        set: {
          imageUrl: post.imageUrl,
          caption: post.caption,
          likes: post.likes,
          link: post.link,
          postedAt: post.postedAt,
          updatedAt: now,
        },
      });
  }
  const kept = posts.map((post) => post.externalId);
  await db
    .delete(feedPosts)
    .where(
      and(
        eq(feedPosts.source, INSTAGRAM_API_SOURCE),
        kept.length > 0 ? notInArray(feedPosts.externalId, kept) : undefined,
      ),
    );
}
