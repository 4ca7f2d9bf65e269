import { describe, expect, it } from 'vitest';
import { PgDumpFilter } from './archive';

const dump = [
  '--',
  '-- PostgreSQL database dump',
  '--',
  '\\restrict AbC123',
  'SET statement_timeout = 0;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  '',
  'COPY public.users (id, name, profile_photo) FROM stdin;',
  'a1\tÉlodie\t\\N',
  'b2\tJosé \\\\ \\t « tab »\t\\\\x41',
  '\\.',
  '',
  'COPY public.media_files (key, data) FROM stdin;',
  `washes/a1/w.jpg\t\\\\x${'ab'.repeat(300)}`,
  '\\.',
  "SELECT pg_catalog.setval('public.points_ledger_id_seq', 42, true);",
  '\\unrestrict AbC123',
  '',
].join('\n');

const kept = [
  'COPY public.users (id, name, profile_photo) FROM stdin;',
  'a1\tÉlodie\t\\N',
  'b2\tJosé \\\\ \\t « tab »\t\\\\x41',
  '\\.',
  'COPY public.media_files (key, data) FROM stdin;',
  `washes/a1/w.jpg\t\\\\x${'ab'.repeat(300)}`,
  '\\.',
  "SELECT pg_catalog.setval('public.points_ledger_id_seq', 42, true);",
  '',
].join('\n');

describe("pg_dump's output, filtered into an archive", () => {
  it('keeps the rows byte for byte and the sequences, wherever the chunks are cut', () => {
    const bytes = Buffer.from(dump);
    for (const size of [1, 2, 3, 7, 64, 599, bytes.length]) {
      const filter = new PgDumpFilter();
      const out: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) out.push(...filter.push(bytes.subarray(at, at + size)));
      expect(Buffer.concat(out).toString(), `chunks of ${size}`).toBe(kept);
      expect(filter.tables).toEqual({ users: 2, media_files: 1 });
      expect(filter.sequences).toBe(1);
    }
  });

  it('refuses an archive whose COPY line carries anything but plain column names', async () => {
    const { gzipSync } = await import('node:zlib');
    const { openArchive } = await import('./archive');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-archive-')), 'forged.backup.gz');
    const header = `-- eclat-lavage backup ${JSON.stringify({ format: 1, app: '3.1.0', engine: 'postgres', createdAt: '2026-11-26T00:00:00Z', migrations: 1, lastMigration: '0000_init' })}`;
    fs.writeFileSync(
      file,
      gzipSync(`${header}\nCOPY public.users (id; DROP TABLE users; --) FROM stdin;\n\\.\n`),
    );
    const { items } = await openArchive(file);
    await expect(items.next()).rejects.toThrow(/unexpected line/);
  });
});
