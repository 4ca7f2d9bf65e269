import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { readManifest } from './archive';

describe('npm run backup while the app holds PGlite', () => {
  it('asks the running app through its socket in DATA_DIR, which only the owner may open', async () => {
    const { serveBackupRequests, requestBackup, controlSocketPath } = await import('./control-socket');
    const t = await createTestApp();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-socket-'));
    const stop = await serveBackupRequests(dataDir, (file) => t.app.backups.backupTo(file, 'manual'));
    try {
      expect(fs.statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
      const file = path.join(dataDir, 'asked.backup.gz');
      const result = await requestBackup(dataDir, file);
      expect(result.bytes).toBe(fs.statSync(file).size);
      expect((await readManifest(file)).engine).toBe(t.database.engine);
      // An archive already there is never written over.
      await expect(requestBackup(dataDir, file)).rejects.toThrow(/already exists/);
      expect(result.bytes).toBe(fs.statSync(file).size);
    } finally {
      await stop();
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(fs.existsSync(controlSocketPath(dataDir))).toBe(false);
  });
});
