import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's files hold e-mails, password hashes and the VAPID private key:
 * readable and writable by the server's own user only, whatever the umask it was started
 * with and whatever modes a copied template carried.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Files this process creates from now on are its user's only (PGlite writes its WAL and
 * tables through Node's fs, which applies the umask). A process-wide setting: the server's
 * files are all private (backups are written 0600 too).
 */
export function restrictNewFiles(): void {
  process.umask(process.umask() | 0o077);
}

/** Sets `dir` and everything under it to owner-only modes (links are left alone). */
export function makePrivate(dir: string): void {
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(full);
    else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE_MODE);
  }
}

/** Creates `dir` (and its parents) if needed, owner-only. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}
