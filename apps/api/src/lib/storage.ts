import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mediaFiles } from '../db/schema';

/**
 * Where media files (wash photos, thumbnails, profile photos) live. Callers only know
 * keys such as `washes/<user>/<wash>.jpg`; an S3-compatible bucket can implement the
 * same interface later without touching them.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Several files at once (a photo and its thumbnail: one round trip). */
  putAll(files: { key: string; data: Buffer; contentType: string }[]): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Whether the file is there (answers a revalidation without reading it). */
  exists(key: string): Promise<boolean>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z]+(\/[a-zA-Z0-9_-]+)+\.(jpg|png|webp)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** URL under which the API serves a stored media file (media routes check who may read it). */
export function mediaUrl(storageKey: string): string {
  return `/api/media/${storageKey}`;
}

export function isValidMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** The member a key belongs to (`<kind>/<user id>/…`), or null. */
function ownerOf(key: string): string | null {
  const segment = key.split('/')[1] ?? '';
  return UUID.test(segment) ? segment : null;
}

/**
 * Files in the database (docs/decisions/0010): every instance reads what any instance
 * wrote, and a member's files go with their account (a foreign key, in the same
 * transaction), so nothing is left behind on one instance's disk.
 */
export class DatabaseStorage implements MediaStorage {
  constructor(private readonly db: Database) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.putAll([{ key, data, contentType }]);
  }

  async putAll(files: { key: string; data: Buffer; contentType: string }[]): Promise<void> {
    if (files.length === 0) return;
    for (const { key } of files) if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    await this.db
      .insert(mediaFiles)
      .values(files.map(({ key, data, contentType }) => ({ key, ownerId: ownerOf(key), contentType, data })))
      .onConflictDoUpdate({
        target: mediaFiles.key,
        set: { contentType: sql`excluded.content_type`, data: sql`excluded.data` },
      });
  }

  async get(key: string) {
    const [row] = await this.db
      .select({ data: mediaFiles.data, contentType: mediaFiles.contentType })
      .from(mediaFiles)
      .where(eq(mediaFiles.key, key));
    return row ?? null;
  }

  async exists(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ found: sql<number>`1` })
      .from(mediaFiles)
      .where(eq(mediaFiles.key, key));
    return row !== undefined;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(mediaFiles).where(eq(mediaFiles.key, key));
  }
}
