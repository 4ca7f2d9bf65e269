import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/** A database URL without its password, which goes to the tool through the environment (not the command line, which other users see). */
export function connectionWithoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(databaseUrl);
  const env = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { url: parsed.toString(), env };
}

export interface PgTool<Stdin extends Writable | null, Stdout extends Readable | null> {
  child: ChildProcessByStdio<Stdin, Stdout, Readable>;
  /** The exit code (a missing tool rejects with how to install it). */
  exited: Promise<number>;
  /** The end of what the tool wrote on stderr, for the error message. */
  stderr(): string;
}

/**
 * Runs pg_dump (Debian's postgresql-client) against `databaseUrl`, its arguments followed by
 * `--dbname <url>`. A restore never runs psql: archive text would reach it as commands.
 */
export function runPgTool(tool: 'pg_dump', databaseUrl: string, args: string[]): PgTool<null, Readable> {
  const { url, env } = connectionWithoutPassword(databaseUrl);
  const child = spawn(tool, [...args, '--dbname', url], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4_000);
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} is not installed (Debian: apt install postgresql-client)`)
          : error,
      ),
    );
    child.once('close', (code) => resolve(code ?? 1));
  });
  return { child, exited, stderr: () => stderr.trim() };
}
