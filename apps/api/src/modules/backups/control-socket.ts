import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BackupResult } from './backup';

/**
 * PGlite's files belong to the one process that opened them (db/data-dir-lock.ts): while
 * the app runs, `npm run backup` asks it to write the archive through this socket in
 * DATA_DIR, which only the data directory's owner may open (mode 0600).
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

const MAX_REQUEST_BYTES = 4_096;

/** Serves backup requests; answers the function that stops. */
export async function serveBackupRequests(
  dataDir: string,
  backup: (file: string) => Promise<BackupResult>,
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  // This process holds the data directory's lock: a socket file left there is stale.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/backup') return answer(404, { error: 'not found' });
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_REQUEST_BYTES) request.destroy();
    });
    request.on('end', () => {
      let file: unknown;
      try {
        file = (JSON.parse(text) as { file?: unknown }).file;
      } catch {
        return answer(400, { error: 'invalid request' });
      }
      if (typeof file !== 'string' || !path.isAbsolute(file))
        return answer(400, { error: 'an absolute file path is required' });
      backup(file).then(
        (result) => answer(200, result),
        (error: unknown) => answer(500, { error: (error as Error).message }),
      );
    });
  });
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(previousMask);
  }
  server.unref();
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(socketPath, { force: true });
  };
}

/** Asks the running app that holds DATA_DIR to write an archive to `file`. */
export async function requestBackup(dataDir: string, file: string): Promise<BackupResult> {
  const body = JSON.stringify({ file: path.resolve(file) });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: controlSocketPath(dataDir),
        path: '/backup',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            const parsed = JSON.parse(text) as BackupResult & { error?: string };
            if (response.statusCode === 200) resolve(parsed);
            else reject(new Error(parsed.error ?? `the app answered ${response.statusCode}`));
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error(
              `The app holding ${dataDir} does not answer on ${controlSocketPath(dataDir)} (is it a version before 3.1?)`,
            )
          : error,
      ),
    );
    request.end(body);
  });
}
