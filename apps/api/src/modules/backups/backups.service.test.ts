import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../testing/http';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { wrapPglite } from '../../db/client';
import { migrationsUpTo, shippedMigrations } from '../../db/migrations-journal';
import { manualClock } from '../../lib/clock';
import { readManifest } from './archive';
import { archiveName, BackupService } from './backups.service';

const HOUR = 3_600_000;

describe('scheduled backups', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-backups-'));
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const config = { backups: { dir, everyHours: 24, keep: 2 } };
    a = await createTestApp({ config });
    b = await createSecondInstance(a, { config });
  });

  afterAll(async () => {
    await b.close();
    await a.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const archives = () =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.backup.gz'))
      .sort();

  it('runs on one instance when due, again after the period, and keeps the newest BACKUP_KEEP', async () => {
    // Both instances see it due at once: one writes it (the other finds the lock or the record).
    const ran = await Promise.all([a.app.backups.runIfDue(), b.app.backups.runIfDue()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(archives()).toEqual([archiveName(a.clock.now())]);
    expect(await b.app.backups.runIfDue()).toBe(false);

    a.clock.advance(23 * HOUR);
    expect(await a.app.backups.runIfDue()).toBe(false);
    for (let day = 0; day < 2; day += 1) {
      a.clock.advance(25 * HOUR);
      expect(await b.app.backups.runIfDue()).toBe(true);
    }
    // Three written, two kept: the oldest went. A file that is not ours stays.
    expect(archives()).toHaveLength(2);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'à garder');
    a.clock.advance(25 * HOUR);
    await a.app.backups.runIfDue();
    expect(archives()).toHaveLength(2);
    expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);
  });

  it('shows the operator the last backup, the next one and failures; members get 403', async () => {
    const admin = await registerAdmin(a.app);
    const member = await registerUser(a.app);
    const status = async () =>
      a.app.inject({ method: 'GET', url: '/api/admin/backups', headers: { cookie: admin.cookie } });

    let body = (await status()).json();
    expect(body.scheduled).toBe(true);
    expect(body.every_hours).toBe(24);
    expect(body.last_success.bytes).toBeGreaterThan(0);
    expect(body.last_success.file).toMatch(/^eclat-lavage-\d{8}-\d{6}\.backup\.gz$/);
    expect(new Date(body.next_at).getTime()).toBe(
      new Date(body.last_success.started_at).getTime() + 24 * HOUR,
    );
    // Paths stay on the server: the operator sees file names.
    expect(JSON.stringify(body)).not.toContain(dir);

    // A backup that cannot be written (the folder is a file) is recorded as failed, tried again within the hour.
    const blocked = path.join(dir, 'blocked');
    fs.writeFileSync(blocked, '');
    await expect(a.app.backups.backupTo(path.join(blocked, 'x.backup.gz'), 'manual')).rejects.toThrow();
    body = (await status()).json();
    expect(body.runs[0].error).toBeTruthy();
    expect(body.runs[0].trigger).toBe('manual');

    const refused = await a.app.inject({
      method: 'GET',
      url: '/api/admin/backups',
      headers: { cookie: member.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect((await a.app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
  });
});

describe('a backup before an upgrade', () => {
  it('writes the archive of a database still at the previous release (no backup_runs yet) without recording it', async () => {
    const previous = shippedMigrations().findIndex((entry) => entry.tag === '0029_backup_runs');
    const schema = migrationsUpTo(previous, shippedMigrations()[previous - 1]!.tag);
    const database = wrapPglite(await PGlite.create());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-before-upgrade-'));
    try {
      await database.migrate(schema.folder);
      const service = new BackupService(
        database,
        { backups: { dir, everyHours: null, keep: 14 } },
        manualClock(),
        pino({ level: 'silent' }),
      );
      const file = path.join(dir, 'before-upgrade.backup.gz');
      await service.backupTo(file, 'manual');
      expect((await readManifest(file)).lastMigration).toBe(shippedMigrations()[previous - 1]!.tag);
    } finally {
      schema.remove();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
