import fs from 'node:fs';

/** Lines are written once this many characters wait, or every FLUSH_EVERY_MS. */
const BLOCK_CHARS = 16_384;
const FLUSH_EVERY_MS = 200;

/**
 * Where pino writes the server's log lines: they wait in memory and go to the file
 * descriptor in blocks of about 16 KB (at most 200 ms late, and at close). sonic-boom,
 * pino's own destination, measures the UTF-8 length of its whole pending block at every
 * line, which cost a request about 2 µs more than the line itself (decision 0019).
 * A block is written synchronously, as pino's default destination does: a reader that
 * cannot keep up slows the server rather than losing lines.
 */
export class LogDestination {
  private lines: string[] = [];
  private chars = 0;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly fd: number) {
    this.timer = setInterval(() => this.flushSync(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  write(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= BLOCK_CHARS) this.flushSync();
  }

  flushSync(): void {
    if (this.lines.length === 0) return;
    const block = Buffer.from(this.lines.join(''));
    this.lines = [];
    this.chars = 0;
    writeFully(this.fd, block);
  }

  end(): void {
    clearInterval(this.timer);
    this.flushSync();
  }
}

/** Writes every byte, waiting a moment whenever a non-blocking descriptor is full. */
function writeFully(fd: number, block: Buffer): void {
  let offset = 0;
  while (offset < block.length) {
    try {
      offset += fs.writeSync(fd, block, offset);
    } catch (error) {
      // A closed or failing output loses its lines; it must not stop the server.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}
