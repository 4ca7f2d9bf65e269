import fs from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export class DataDirInUseError extends Error {}

/**
 * PGlite is one process's database: a second process opening the same files would lose
 * writes. The lock is the kernel's (an open-file-description lock on DATA_DIR/pgdata.lock,
 * flock on macOS): taken atomically, and released by the kernel when the process ends in
 * any way, even killed as PID 1 in a container. The pid written in the file only names the
 * owner in the refusal; it decides nothing. The file is never deleted: a process waiting
 * on the old file and one creating a new one could otherwise both hold "the" lock.
 * Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pgdata.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  let granted: boolean;
  try {
    granted = tryLock(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (!granted) {
    const owner = fs.readFileSync(lockPath, 'utf8').trim();
    fs.closeSync(fd);
    throw new DataDirInUseError(
      `The data directory ${dataDir} is already in use by another process` +
        `${/^\d+$/.test(owner) ? ` (pid ${owner})` : ''}. ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      fs.ftruncateSync(fd, 0);
      unlock(fd);
    } finally {
      fs.closeSync(fd);
    }
  };
}
