import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pointsLedger, users } from '../../db/schema';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { EXPORT_CHUNK } from './exports.repository';
import { fr } from '../../testing/french';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-18T10:00:00Z');
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

const download = (path: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/exports/${path}`, headers: { cookie } });

/** The file's lines as records, the header first; the BOM is checked and taken off. */
function recordsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';', relax_column_count: false }) as string[][];
}

describe('CSV exports', () => {
  it('answers a Swiss spreadsheet’s CSV: BOM, `;`, French headers, a dated file name', async () => {
    const answer = await download('members.csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="membres-2026-11-18.csv"');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = recordsOf(answer.body);
    expect(header).toEqual([
      'Identifiant',
      'Nom',
      'Pseudo',
      'E-mail',
      'Connexion',
      'Administrateur',
      'Station préférée',
      'Points',
      'Niveau',
      'Lavages',
      'Série (jours)',
      'Parrainé par',
      'Inscription',
      'Dernière activité',
    ]);
    const me = rows.find((row) => row[0] === admin.user.id)!;
    expect(me[3]).toBe(admin.body.email);
    expect(me[5]).toBe('oui');
    expect(me[12]).toBe('18.11.2026 11:00');
    // Never a password or its hash.
    expect(answer.body).not.toMatch(/argon2/);
  });

  it('escapes `;`, quotes, new lines and formula-leading characters', async () => {
    const member = await registerUser(t.app, { name: '=HYPERLINK("https://evil.example";"clic")' });
    const reasons = ['+41 79 000 00 00', '-2+3', '@SUM(A1:A2)', 'un; deux "trois"\nquatre', '\tcaché'];
    await t.database.db.update(users).set({ totalPoints: 100 }).where(eq(users.id, member.user.id));
    for (const reason of reasons) {
      const adjust = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${member.user.id}/points`,
        headers: { cookie: admin.cookie },
        payload: { delta: -1, reason },
      });
      expect(adjust.statusCode, adjust.body).toBe(200);
    }
    const members = recordsOf((await download(`members.csv?member=${member.user.id}`)).body);
    expect(members).toHaveLength(2);
    expect(members[1]![1]).toBe('\'=HYPERLINK("https://evil.example";"clic")');

    const ledger = await download(`ledger.csv?member=${member.user.id}`);
    const [header, ...rows] = recordsOf(ledger.body);
    expect(header).toEqual([
      'Date',
      'Heure',
      'Membre',
      'Identifiant du membre',
      'Motif',
      'Détail',
      'Points',
      'Station',
    ]);
    expect(rows).toHaveLength(reasons.length);
    for (const row of rows) {
      expect(row[2]).toBe('\'=HYPERLINK("https://evil.example";"clic")');
      expect(row[4]).toBe('Ajustement par l’équipe');
      // A negative number stays a number: only text is neutralised.
      expect(row[6]).toBe('-1');
    }
    // Each reason is in its sentence, whole: `;`, `"` and the new line kept inside one field.
    const details = rows.map((row) => row[5]);
    for (const reason of reasons) {
      expect(details).toContain(fr`Ajustement par l’équipe : ${reason.trim()}`);
    }
    // The raw file quotes the field that holds a `;`, doubling its quotes.
    expect(ledger.body).toContain(`"${fr`Ajustement par l’équipe : `}un; deux ""trois""\nquatre"`);
  });

  it('keeps the filters: station, member and Zurich days', async () => {
    const member = await registerUser(t.app);
    t.clock.set('2026-11-20T08:00:00Z');
    expect((await postWash(t.app, member.cookie, 'Saint-Blaise')).statusCode).toBe(201);
    t.clock.set('2026-11-21T08:00:00Z');
    expect((await postWash(t.app, member.cookie, 'Cernier II')).statusCode).toBe(201);
    const washes = (query: string) =>
      download(`washes.csv?member=${member.user.id}&${query}`).then((answer) =>
        recordsOf(answer.body).slice(1),
      );

    expect(await washes('')).toHaveLength(2);
    const atSaintBlaise = await washes('station=Saint-Blaise');
    expect(atSaintBlaise).toHaveLength(1);
    expect(atSaintBlaise[0]!.slice(0, 6)).toEqual([
      '20.11.2026',
      '09:00',
      'Saint-Blaise',
      member.user.name,
      member.user.id,
      'Standard',
    ]);
    expect(await washes('from=2026-11-21&to=2026-11-21')).toHaveLength(1);
    expect(await washes('from=2026-11-22')).toHaveLength(0);

    const ledger = recordsOf(
      (await download(`ledger.csv?member=${member.user.id}&station=Cernier%20II`)).body,
    );
    expect(ledger.slice(1).map((row) => [row[4], row[5], row[7]])).toEqual([
      ['Lavage', 'Lavage à Cernier II', 'Cernier II'],
    ]);
  });

  it('reads every row of a large export once, page after page, ties on the instant included', async () => {
    const member = await registerUser(t.app);
    const count = EXPORT_CHUNK * 2 + 7;
    const at = new Date('2026-11-19T12:00:00.123Z');
    await t.database.db.insert(pointsLedger).values(
      Array.from({ length: count }, (_, index) => ({
        userId: member.user.id,
        delta: 1,
        reason: 'admin_adjustment' as const,
        reference: `ligne ${index}`,
        idempotencyKey: `export-test:${member.user.id}:${index}`,
        // Every row at the same instant: only the id tells them apart.
        createdAt: at,
      })),
    );
    const rows = recordsOf((await download(`ledger.csv?member=${member.user.id}`)).body).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[5])).size).toBe(count);

    // Members joined in the same microsecond come out once each too.
    const joined = new Date('2020-01-01T00:00:00.000Z');
    await t.database.db.insert(users).values(
      Array.from({ length: EXPORT_CHUNK + 3 }, (_, index) => ({
        email: `lot-${index}@exemple.ch`,
        name: `Lot ${index}`,
        createdAt: joined,
      })),
    );
    const lot = recordsOf((await download('members.csv?q=lot-&to=2020-01-01')).body).slice(1);
    expect(lot).toHaveLength(EXPORT_CHUNK + 3);
    expect(new Set(lot.map((row) => row[0])).size).toBe(EXPORT_CHUNK + 3);
  });

  it('writes who exported what in the journal, and the journal exports in French', async () => {
    await download('washes.csv?station=Cernier%20I&from=2026-11-01');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.create'), eq(auditLog.adminId, admin.user.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      adminName: 'Admin Test',
      targetId: 'washes',
      details: { kind: 'washes', filters: { station: 'Cernier I', from: '2026-11-01' } },
    });
    const journal = recordsOf((await download('journal.csv?action=export.create')).body);
    expect(journal[0]).toEqual([
      'Date',
      'Heure',
      'Opérateur',
      'Action',
      'Cible',
      'Identifiant de la cible',
      'Détails',
    ]);
    // Newest first: this very export, then the one of the washes.
    expect(journal[1]!.slice(2, 6)).toEqual(['Admin Test', 'Export CSV téléchargé', 'journal', 'journal']);
    expect(journal[2]!.slice(2, 6)).toEqual(['Admin Test', 'Export CSV téléchargé', 'lavages', 'washes']);
    // « Détails » as the Journal tab writes them, not the raw record (issue 48).
    expect(journal[2]![6]!.split('\n').sort()).toEqual(
      [fr`Du : 2026-11-01`, fr`Station : Cernier I`, fr`Type : washes`].sort(),
    );
  });

  it('writes a settings change in « Détails » as sentences: the station, the field, before → after, in the operator’s language', async () => {
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: {
        stations: [{ name: 'Cernier II', address: 'Rue du Bois 2, 2053 Cernier', latitude: 47.05731 }],
        google_review_bonus: false,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const details = (language?: string) =>
      t.app
        .inject({
          method: 'GET',
          url: '/api/admin/exports/journal.csv?action=settings.update',
          headers: { cookie: admin.cookie, ...(language ? { 'accept-language': language } : {}) },
        })
        .then((answer) => recordsOf(answer.body)[1]![6]!);
    const french = await details();
    expect(french).not.toContain('{');
    expect(french.split('\n')).toEqual(
      expect.arrayContaining([
        fr`Cernier II · Adresse : — → Rue du Bois 2, 2053 Cernier`,
        fr`Cernier II · Latitude : — → 47,05731`,
        fr`Bonus avis Google : oui → non`,
      ]),
    );
    const german = await details('de-CH');
    expect(german).toContain('Cernier II · ');
    expect(german).toContain('→ 47.05731');
    expect(german).toContain(': ja → nein');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { stations: [{ name: 'Cernier II', address: '', latitude: null }], google_review_bonus: true },
    });
  });

  it('refuses members, missing sessions and bad filters with a French detail', async () => {
    const member = await registerUser(t.app);
    const before = await t.database.db.$count(auditLog);
    expect((await download('members.csv', member.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/exports/members.csv' });
    expect(anonymous.statusCode).toBe(401);
    for (const [query, detail] of [
      ['from=2026-13-01', 'Date invalide (AAAA-MM-JJ)'],
      ['station=Paris', 'Station inconnue'],
      ['member=42', 'Identifiant de membre invalide'],
      ['from=2026-11-20&to=2026-11-01', 'La date de début suit la date de fin'],
    ] as const) {
      const answer = await download(`washes.csv?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().detail).toContain(detail);
    }
    expect((await download('passwords.csv')).statusCode).toBe(404);
    expect(await t.database.db.$count(auditLog)).toBe(before);
  });
});
