import type { FeedPostRow } from './feed.repository';

/** An Instagram post in the network tab. */
export function presentInstagramPost(row: FeedPostRow) {
  return {
    id: row.id,
    image_url: row.imageUrl,
    caption: row.caption,
    likes: row.likes,
    timestamp: row.postedAt.toISOString(),
    permalink: row.link,
  };
}

/** A TikTok video in the network tab. */
export function presentTiktokPost(row: FeedPostRow) {
  return {
    id: row.id,
    cover_image_url: row.imageUrl,
    title: row.caption,
    view_count: row.viewCount,
    like_count: row.likes,
    timestamp: row.postedAt.toISOString(),
    share_url: row.link,
  };
}

/** A post in the admin's feed tab, with its source and dates. */
export function presentAdminPost(row: FeedPostRow) {
  return {
    id: row.id,
    platform: row.platform,
    source: row.source,
    image_url: row.imageUrl,
    caption: row.caption,
    likes: row.likes,
    view_count: row.viewCount,
    link: row.link,
    posted_at: row.postedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
