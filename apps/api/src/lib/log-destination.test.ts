import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LogDestination } from './log-destination';
import { RequestLogger } from './request-logger';

const files: string[] = [];
afterEach(() => {
  for (const file of files.splice(0)) fs.rmSync(file, { force: true });
});

function logFile() {
  const file = path.join(os.tmpdir(), `lavage-log-${process.pid}-${files.length}.log`);
  files.push(file);
  return { file, fd: fs.openSync(file, 'w') };
}

const linesOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log destination', () => {
  it('writes lines in blocks, whole and in order, and the rest at the end', () => {
    const { file, fd } = logFile();
    const destination = new LogDestination(fd);
    const log = pino({ base: undefined }, destination);
    log.info({ n: 0, text: 'première ligne, accentuée' }, 'request');
    // Nothing is written for one short line: it waits for its block.
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    for (let n = 1; n < 500; n += 1) log.info({ n }, 'request');
    // 500 lines of ~60 characters passed 16 KB at least once.
    const written = linesOf(file).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(500);
    destination.end();
    const lines = linesOf(file);
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 500 }, (_, n) => n));
    expect(lines[0]?.text).toBe('première ligne, accentuée');
    fs.closeSync(fd);
  });

  it('loses the lines of a closed descriptor without throwing', () => {
    const { fd } = logFile();
    const destination = new LogDestination(fd);
    fs.closeSync(fd);
    destination.write('{"msg":"perdue"}\n');
    expect(() => destination.end()).not.toThrow();
  });
});

describe('the request logger', () => {
  it('makes its child (with the request id) only when the request logs', () => {
    const { file, fd } = logFile();
    const destination = new LogDestination(fd);
    const root = pino({ base: undefined }, destination);
    let children = 0;
    const parent = Object.assign(Object.create(root) as typeof root, {
      child: (...args: Parameters<typeof root.child>) => {
        children += 1;
        return root.child(...args);
      },
    });
    const quiet = new RequestLogger(parent, { reqId: 'req-1' }, {});
    expect(quiet.level).toBe('info');
    const talking = new RequestLogger(parent, { reqId: 'req-2' }, {});
    expect(children).toBe(1); // reading the level made the first one's child
    talking.error({ err: new Error('panne') }, 'request failed');
    talking.warn('deux');
    expect(children).toBe(2);
    destination.end();
    const lines = linesOf(file);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-2', msg: 'request failed', level: 50 }),
      expect.objectContaining({ reqId: 'req-2', msg: 'deux', level: 40 }),
    ]);
    expect(lines[0]?.err).toMatchObject({ message: 'panne' });
    fs.closeSync(fd);
  });
});
