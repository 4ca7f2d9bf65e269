import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same files would lose
 * writes. A lock file holding the owner's pid keeps a second start out; a lock left by a
 * process that no longer runs (a crash) is taken over. Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pgdata.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new DataDirInUseError(
        `The data directory ${dataDir} is already in use by another process (pid ${owner}). ` +
          'Stop that process, or start this one with another DATA_DIR.',
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
}
