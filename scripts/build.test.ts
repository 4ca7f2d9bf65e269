import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildWebApp, webBuildIsStale } from './build.mjs';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-web-build-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

it('makes a production build even when NODE_ENV=development is in the environment', async () => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    expect(webBuildIsStale(outDir)).toBe(true);
    await buildWebApp(outDir);
    expect(process.env.NODE_ENV).toBe('development');
  } finally {
    process.env.NODE_ENV = before;
  }
  const scripts = fs.readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  const code = scripts.map((file) => fs.readFileSync(path.join(outDir, 'assets', file), 'utf8')).join('\n');
  // A message that only React's development build carries.
  expect(code).not.toContain('unique "key" prop');
  // The service worker is registered as a classic script: one file, no import of a chunk
  // (a module shared with the app once made it an ES module that never installed).
  const worker = fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  expect(worker).not.toMatch(/(^|[;}\s])import[\s{*]/);
  expect(webBuildIsStale(outDir)).toBe(false);
}, 120_000);
