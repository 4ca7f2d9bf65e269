import fs from 'node:fs';
import { promisify } from 'node:util';
import { createGunzip, gzip } from 'node:zlib';
import { z } from 'zod';

/**
 * A backup archive (docs/decisions/0021): one gzip file of text in pg_dump's plain,
 * data-only form, the same whichever engine wrote it, so either engine restores it:
 *
 *   -- eclat-lavage backup {manifest}
 *   COPY public."users" (…) FROM stdin;   one block per table, parents first
 *   …rows in COPY's text format…
 *   \.
 *   SELECT pg_catalog.setval(…);          every sequence
 *   -- end {summary}
 *
 * Media files live in the database (media_files), so the archive holds every photo. The
 * schema is not in it: the manifest names the last migration applied, and a restore
 * builds the schema with the same migrations before loading the rows.
 */

export const ARCHIVE_FORMAT = 1;
const HEADER_PREFIX = '-- eclat-lavage backup ';
const TRAILER_PREFIX = '-- end ';

export const archiveManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  app: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  /** How many migrations the database had applied, and the tag of the last one. */
  migrations: z.number().int().positive(),
  lastMigration: z.string(),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

const archiveSummarySchema = z.object({
  tables: z.record(z.string(), z.number().int().nonnegative()),
  sequences: z.number().int().nonnegative(),
});
export type ArchiveSummary = z.infer<typeof archiveSummarySchema>;

export class ArchiveError extends Error {}

/**
 * Writes an archive: the header, what `body` yields (already in the archive's form), then
 * the summary `body` answers. The file appears under its name only once complete (written
 * beside it, then renamed): a crash leaves no archive that looks whole.
 */
export async function writeArchive(
  file: string,
  manifest: ArchiveManifest,
  body: (emit: (chunk: string | Buffer) => Promise<void>) => Promise<ArchiveSummary>,
): Promise<{ bytes: number; summary: ArchiveSummary }> {
  const partial = `${file}.partial`;
  const output = await fs.promises.open(partial, 'w', 0o600);
  const compressor = new ParallelGzip((block) => output.write(block).then(() => {}));
  try {
    await compressor.write(Buffer.from(`${HEADER_PREFIX}${JSON.stringify(manifest)}\n`));
    const summary = await body((chunk) =>
      compressor.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk),
    );
    await compressor.write(Buffer.from(`${TRAILER_PREFIX}${JSON.stringify(summary)}\n`));
    await compressor.end();
    await output.sync();
    await output.close();
    fs.renameSync(partial, file);
    return { bytes: fs.statSync(file).size, summary };
  } catch (error) {
    await compressor.abandon();
    await output.close().catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

const gzipAsync = promisify(gzip);
/** Text compressed per block of this size, each block a gzip member of its own. */
const BLOCK_BYTES = 1024 * 1024;
/** Blocks compressed at once on libuv's threads (4 by default). */
const BLOCKS_IN_FLIGHT = 4;

/**
 * gzip on several cores: the text is cut into 1 MB blocks, each compressed on a thread of
 * its own and written in order as one gzip member. Concatenated members are one gzip file
 * (RFC 1952; gunzip, zcat and Node read them whole). A single gzip stream runs on one core
 * at about 57 MB/s of photos in hex: it was most of a backup's time.
 */
class ParallelGzip {
  private pieces: Buffer[] = [];
  private size = 0;
  private readonly inFlight: Promise<Buffer>[] = [];
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly writeBlock: (block: Buffer) => Promise<void>) {}

  async write(chunk: Buffer): Promise<void> {
    this.pieces.push(chunk);
    this.size += chunk.length;
    if (this.size >= BLOCK_BYTES) await this.cut();
  }

  async end(): Promise<void> {
    if (this.size > 0) await this.cut();
    while (this.inFlight.length > 0) await this.writeOldest();
    await this.writing;
  }

  /** After a failure: waits for what is under way, writes nothing more. */
  async abandon(): Promise<void> {
    await Promise.allSettled([...this.inFlight, this.writing]);
    this.inFlight.length = 0;
  }

  private async cut(): Promise<void> {
    const block = Buffer.concat(this.pieces, this.size);
    this.pieces = [];
    this.size = 0;
    const compressed = gzipAsync(block, { level: 1 });
    compressed.catch(() => {});
    this.inFlight.push(compressed);
    if (this.inFlight.length >= BLOCKS_IN_FLIGHT) await this.writeOldest();
  }

  private async writeOldest(): Promise<void> {
    const block = await this.inFlight.shift()!;
    await this.writing;
    this.writing = this.writeBlock(block);
    await this.writing;
  }
}

/** One piece of an archive's body, in order. */
export type ArchiveItem =
  | { kind: 'copy'; statement: string; table: string }
  /** Whole rows of the current table in COPY's text format, each ending with a newline. */
  | { kind: 'rows'; data: Buffer; count: number }
  | { kind: 'end-copy' }
  | { kind: 'statement'; sql: string };

/** Only plain names: an archive's statements cannot carry another statement. */
const COPY_STATEMENT = /^COPY (public\."?[a-z_0-9]+"?) \("?[a-z_0-9]+"?(?:, "?[a-z_0-9]+"?)*\) FROM stdin;$/;
const SETVAL_STATEMENT = /^SELECT pg_catalog\.setval\('[^']+', \d+, (true|false)\);$/;

type ScannedPiece =
  { kind: 'line'; text: string } | { kind: 'rows'; data: Buffer; count: number } | { kind: 'end-copy' };

/**
 * The archive's text, unzipped and cut into lines; inside a COPY block, rows come as
 * slices of bytes (photos in hex are never decoded into strings).
 */
async function* scanArchive(file: string): AsyncGenerator<ScannedPiece> {
  if (!fs.existsSync(file)) throw new ArchiveError(`${file} does not exist`);
  const input = fs
    .createReadStream(file, { highWaterMark: 256 * 1024 })
    .pipe(createGunzip({ chunkSize: 256 * 1024 }));
  let pending: Buffer | null = null;
  let inCopy = false;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      const data: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
      // The format writes carriage returns and NULs escaped (\r, \0 is never written): a raw
      // one is a forged archive (psql took '\.' + CR for the end of a COPY block).
      refuseRawBytes(data, file);
      let start = 0;
      let rowsFrom = -1;
      let rows = 0;
      for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
        if (inCopy) {
          const terminator = data[start] === 0x5c && data[start + 1] === 0x2e;
          // Only '\.' alone ends a block; a row never starts with it ('.' is written bare).
          if (terminator && end - start !== 2)
            throw new ArchiveError(`${file} holds a forged end of COPY block`);
          if (terminator) {
            if (rowsFrom >= 0) yield { kind: 'rows', data: data.subarray(rowsFrom, start), count: rows };
            rowsFrom = -1;
            rows = 0;
            inCopy = false;
            yield { kind: 'end-copy' };
          } else {
            if (rowsFrom < 0) rowsFrom = start;
            rows += 1;
          }
        } else {
          const text = data.toString('utf8', start, end);
          inCopy = COPY_STATEMENT.test(text);
          yield { kind: 'line', text };
        }
        start = end + 1;
      }
      if (rowsFrom >= 0) yield { kind: 'rows', data: data.subarray(rowsFrom, start), count: rows };
      pending = start < data.length ? data.subarray(start) : null;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`${file} is damaged (${(error as Error).message})`);
  } finally {
    input.destroy();
  }
  // A last line without its newline: a cut file.
  if (pending) yield { kind: 'line', text: pending.toString('utf8') };
}

function refuseRawBytes(data: Buffer, file: string): void {
  if (data.indexOf(0x0d) !== -1)
    throw new ArchiveError(`${file} holds a carriage return the format never writes`);
  if (data.indexOf(0x00) !== -1) throw new ArchiveError(`${file} holds a NUL byte the format never writes`);
}

/** Reads an archive's manifest only (the first line). */
export async function readManifest(file: string): Promise<ArchiveManifest> {
  const { manifest, items } = await openArchive(file);
  // The body is not read: its file is closed at once.
  await items.return(undefined as never);
  return manifest;
}

/**
 * Reads an archive: answers its manifest and an iterator over its body. The iterator
 * throws an ArchiveError on anything but the archive's own statements, and at the end
 * when the trailer is missing (a truncated file): a restore then loads nothing.
 */
export async function openArchive(
  file: string,
): Promise<{ manifest: ArchiveManifest; items: AsyncGenerator<ArchiveItem, ArchiveSummary> }> {
  const pieces = scanArchive(file);
  const first = await pieces.next().catch((error: unknown) => {
    throw new ArchiveError(`${file} is not a backup archive (${(error as Error).message})`);
  });
  if (first.done) throw new ArchiveError(`${file} is empty`);
  if (first.value.kind !== 'line') throw new ArchiveError(`${file} is not a backup archive`);
  let manifest: ArchiveManifest;
  try {
    manifest = parseHeader(first.value.text);
  } catch (error) {
    await pieces.return(undefined);
    throw error;
  }
  async function* items(): AsyncGenerator<ArchiveItem, ArchiveSummary> {
    try {
      for await (const piece of pieces) {
        if (piece.kind !== 'line') {
          yield piece;
          continue;
        }
        const line = piece.text;
        const copy = COPY_STATEMENT.exec(line);
        if (copy) yield { kind: 'copy', statement: line, table: copy[1]! };
        else if (SETVAL_STATEMENT.test(line)) yield { kind: 'statement', sql: line };
        else if (line.startsWith(TRAILER_PREFIX))
          return parseJson(archiveSummarySchema, line.slice(TRAILER_PREFIX.length), file);
        else if (line !== '')
          throw new ArchiveError(`${file} holds an unexpected line: ${line.slice(0, 80)}`);
      }
      throw new ArchiveError(`${file} is incomplete: its last line is missing`);
    } finally {
      await pieces.return(undefined);
    }
  }
  return { manifest, items: items() };
}

function parseHeader(line: string): ArchiveManifest {
  if (!line.startsWith(HEADER_PREFIX)) throw new ArchiveError('not a backup archive of this app');
  return parseJson(archiveManifestSchema, line.slice(HEADER_PREFIX.length), 'the archive');
}

function parseJson<T>(schema: z.ZodType<T>, text: string, file: string): T {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new ArchiveError(`${file}: unreadable archive description (another format version?)`);
  }
}

/**
 * Keeps what an archive holds from pg_dump's plain data-only output: the COPY blocks and
 * the sequence values (not its settings, comments or psql's \restrict lines, which the
 * restore writes itself or does not need). Counts each table's rows. Works on the bytes:
 * rows (photos in hex, gigabytes of them) pass through as slices, never decoded.
 */
export class PgDumpFilter {
  readonly tables: Record<string, number> = {};
  sequences = 0;
  private table: string | null = null;
  private pending: Buffer | null = null;

  /** Answers the pieces of `chunk` (and of the line it completes) to keep, in order. */
  push(chunk: Buffer): Buffer[] {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    const kept: Buffer[] = [];
    let start = 0;
    let rowsFrom = -1;
    for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
      if (this.table !== null) {
        // "\." alone on its line ends the block; every other line is a row.
        if (end - start === 2 && data[start] === 0x5c && data[start + 1] === 0x2e) this.table = null;
        else this.tables[this.table]! += 1;
        if (rowsFrom < 0) rowsFrom = start;
      } else {
        if (rowsFrom >= 0) kept.push(data.subarray(rowsFrom, start));
        rowsFrom = -1;
        const line = this.statement(data.toString('utf8', start, end));
        if (line !== null) kept.push(Buffer.from(`${line}\n`));
      }
      start = end + 1;
    }
    if (rowsFrom >= 0) kept.push(data.subarray(rowsFrom, start));
    this.pending = start < data.length ? data.subarray(start) : null;
    return kept;
  }

  private statement(line: string): string | null {
    const copy = COPY_STATEMENT.exec(line);
    if (copy) {
      this.table = tableName(copy[1]!);
      this.tables[this.table] = 0;
      return line;
    }
    if (SETVAL_STATEMENT.test(line)) {
      this.sequences += 1;
      return line;
    }
    return null;
  }
}

/** `public."users"` or `public.users` → `users`. */
export function tableName(qualified: string): string {
  return qualified.replace(/^public\./, '').replace(/"/g, '');
}
