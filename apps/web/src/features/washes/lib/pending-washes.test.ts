import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as app from './pending-washes';

// The service worker is bundled apart (it cannot import the app's modules): its copy of
// the names is read from its source.
const workerSource = fs.readFileSync(new URL('../../../sw/pending-washes.ts', import.meta.url), 'utf8');
const workerConstant = (name: string) =>
  new RegExp(`export const ${name} = '([^']+)'`).exec(workerSource)?.[1];

describe('the offline washes store', () => {
  it('is named alike by the app and by the service worker', () => {
    for (const name of [
      'PENDING_DATABASE',
      'PENDING_STORE',
      'PENDING_LOCK',
      'PENDING_SYNC_TAG',
      'PENDING_CHANGED_MESSAGE',
    ] as const)
      expect(workerConstant(name), name).toBe(app[name]);
  });
});
