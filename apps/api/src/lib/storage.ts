import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where media files (wash photos, thumbnails, profile photos) live. Callers only know
 * keys such as `washes/<user>/<wash>.jpg`; an S3-compatible bucket can implement the
 * same interface later without touching them.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Whether the file is there (answers a revalidation without reading it). */
  exists(key: string): Promise<boolean>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z]+(\/[a-zA-Z0-9_-]+)+\.(jpg|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function isValidMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** Files in a local directory (DATA_DIR/media by default). */
export class LocalDirectoryStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  }

  async get(key: string) {
    try {
      const data = await fs.readFile(this.pathOf(key));
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return { data, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
