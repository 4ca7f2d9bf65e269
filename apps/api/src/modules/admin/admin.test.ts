import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pointsLedger, users, washes } from '../../db/schema';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, twoInstances, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

const instances = twoInstances();
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  ({ a, b } = instances);
  admin = await registerAdmin(a.app);
});

async function auditCount() {
  const [row] = await a.database.db.select({ value: count() }).from(auditLog);
  return row?.value ?? 0;
}

/** Runs an admin action and checks that it wrote exactly one audit entry. */
async function audited<T>(action: () => Promise<T>): Promise<T> {
  const before = await auditCount();
  const result = await action();
  expect(await auditCount()).toBe(before + 1);
  return result;
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  app = a,
) {
  return app.app.inject({ method, url, headers: { cookie }, payload });
}

describe('every /api/admin route', () => {
  it('answers 401 without a session and 403 to a member, whatever the route table holds', async () => {
    const member = await registerUser(a.app);
    const routes = a.app.routeTable.filter(
      (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const route of routes) {
      const url = route.url
        .replace(/:(id|userId|washId)\b/g, '00000000-0000-4000-8000-000000000000')
        .replace(/:messageId\b/g, '1');
      const method = route.method as 'GET';
      const anonymous = await a.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const refused = await a.app.inject({
        method,
        url,
        headers: { cookie: member.cookie },
        payload: method === 'GET' ? undefined : {},
      });
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(refused.json().detail).toBe(fr`Accès refusé : droits administrateur requis`);
    }
  });
});

describe('users', () => {
  it('lists and searches, creates, edits and deletes members, each action audited once', async () => {
    const created = await audited(() =>
      call('POST', '/api/admin/users/create', admin.cookie, {
        name: 'Nadia Nouvelle',
        email: 'nadia.nouvelle@exemple.ch',
        password: 'lavage-2026',
        favorite_station: null,
        is_admin: false,
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, user: { name: 'Nadia Nouvelle' } });
    const id = created.json().user.id as string;
    expect(
      (
        await call('POST', '/api/admin/users/create', admin.cookie, {
          name: 'X',
          email: 'nadia.nouvelle@exemple.ch',
          password: 'lavage-2026',
        })
      ).statusCode,
    ).toBe(409);
    const short = await call('POST', '/api/admin/users/create', admin.cookie, {
      name: 'X',
      email: 'x@exemple.ch',
      password: '123',
    });
    expect(short.json().detail).toContain('au moins 6 caractères');
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadia.nouvelle@exemple.ch', password: 'lavage-2026' },
    });
    expect(login.statusCode).toBe(200);

    const found = await call('GET', '/api/admin/users?q=nouvelle', admin.cookie);
    expect(found.json().users.map((user: { id: string }) => user.id)).toEqual([id]);
    expect(found.json().total).toBe(1);
    expect((await call('GET', '/api/admin/users?q=%25', admin.cookie)).json().users).toEqual([]);

    const edited = await audited(() =>
      call('PATCH', `/api/admin/users/${id}`, admin.cookie, {
        pseudo: 'Nana',
        favorite_station: 'Cernier II',
        is_admin: true,
      }),
    );
    expect(edited.json().user).toMatchObject({
      pseudo: 'Nana',
      favorite_station: 'Cernier II',
      is_admin: true,
    });
    // A pseudo that turns the text after it around is refused, and changes nothing.
    const overridden = await call('PATCH', `/api/admin/users/${id}`, admin.cookie, { pseudo: 'Na\u202ena' });
    expect(overridden.statusCode).toBe(400);
    expect(overridden.json().detail).toBe('Le texte ne peut pas contenir de caractères invisibles');
    const ownRight = await call('PATCH', `/api/admin/users/${admin.user.id}`, admin.cookie, {
      is_admin: false,
    });
    expect(ownRight.statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/users/${id}`, admin.cookie, { email: admin.body.email })).statusCode,
    ).toBe(409);

    expect((await call('DELETE', `/api/admin/users/${admin.user.id}`, admin.cookie)).statusCode).toBe(400);
    const removed = await audited(() => call('DELETE', `/api/admin/users/${id}`, admin.cookie));
    expect(removed.json()).toMatchObject({ success: true, message: 'Utilisateur supprimé avec succès' });
    expect(await a.database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect((await call('DELETE', `/api/admin/users/${id}`, admin.cookie)).statusCode).toBe(404);
    // The journal keeps the deleted user's id and name, and nowhere their address.
    const [entry] = await a.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${id} and ${auditLog.action} = 'user.delete'`);
    expect(entry?.details).toMatchObject({ name: 'Nadia Nouvelle' });
    const journal = await call('GET', '/api/admin/audit-log?limit=100', admin.cookie);
    expect(journal.body).not.toContain('nadia.nouvelle@exemple.ch');
    const rows = await a.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(rows)).not.toContain('nadia.nouvelle@exemple.ch');
    // By name, the deleted member's entries stay findable: every one of them names her.
    const hers = await call('GET', `/api/admin/audit-log?target_id=${id}`, admin.cookie);
    expect(
      hers
        .json()
        .entries.map((row: { action: string }) => row.action)
        .sort(),
    ).toEqual(['user.create', 'user.delete', 'user.update']);
    expect(
      hers.json().entries.every((row: { target_name: string }) => row.target_name === 'Nadia Nouvelle'),
    ).toBe(true);
    const byName = await call('GET', '/api/admin/audit-log?q=nadia%20nouv', admin.cookie);
    expect(byName.json().total).toBe(3);
  });

  it('forgets a member’s address in the journal when they delete their own account', async () => {
    const member = await registerUser(a.app, { email: 'efface.moi@exemple.ch' });
    await call('PATCH', `/api/admin/users/${member.user.id}`, admin.cookie, {
      email: 'efface.moi2@exemple.ch',
    });
    expect(JSON.stringify(await a.database.db.select().from(auditLog))).toContain('efface.moi');
    const gone = await a.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      headers: { cookie: member.cookie },
    });
    expect(gone.statusCode).toBe(200);
    const rows = await a.database.db.select().from(auditLog).where(eq(auditLog.targetId, member.user.id));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    // Both the address of the edit's 'before' and the one of its 'after' are erased.
    expect(JSON.stringify(rows)).not.toContain('efface.moi');
    expect(JSON.stringify(rows)).toContain('(adresse effacée)');
  });

  it('adjusts points through the ledger, notifies, and refuses what would go below zero', async () => {
    const member = await registerUser(a.app);
    const adjust = (payload: object) =>
      call('POST', `/api/admin/users/${member.user.id}/points`, admin.cookie, payload);
    const added = await audited(() => adjust({ delta: 120, reason: 'Geste commercial' }));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ success: true, total_points: 120 });
    expect((await adjust({ delta: -500, reason: 'Erreur' })).json().detail).toBe(
      'Le total ne peut pas devenir négatif (actuellement 120 points)',
    );
    for (const bad of [
      { delta: 0, reason: 'x' },
      { delta: 10_001, reason: 'x' },
      { delta: 5, reason: ' ' },
      { delta: 1.5, reason: 'x' },
    ])
      expect((await adjust(bad)).statusCode).toBe(400);
    expect((await adjust({ delta: -20, reason: 'Correction' })).json().total_points).toBe(100);
    const ledger = await a.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, member.user.id));
    const [row] = await a.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(row?.totalPoints);
    expect(
      ledger.filter((entry) => entry.reason === 'admin_adjustment').map((entry) => entry.reference),
    ).toEqual(['Geste commercial', 'Correction']);
    const notes = await call('GET', '/api/viral/notifications', member.cookie);
    expect(notes.json().notifications[0].message).toBe(fr`-20 points par l’équipe : Correction`);
  });

  it('reads the audit log with filters; it has no call to change or delete entries', async () => {
    const log = await call('GET', '/api/admin/audit-log?limit=5&action=points.adjust', admin.cookie);
    expect(log.statusCode).toBe(200);
    expect(log.json().entries.every((entry: { action: string }) => entry.action === 'points.adjust')).toBe(
      true,
    );
    expect(log.json().actions).toContain('user.create');
    const mine = await call('GET', `/api/admin/audit-log?admin_id=${admin.user.id}`, admin.cookie);
    expect(mine.json().total).toBeGreaterThanOrEqual(5);
    // Zurich days, both ends included: the entries of the test clock's days, none after them.
    const all = await call('GET', '/api/admin/audit-log?limit=100', admin.cookie);
    const days = await call('GET', '/api/admin/audit-log?from=2026-11-16&to=2026-11-18', admin.cookie);
    expect(days.json().total).toBe(all.json().total);
    const after = await call('GET', '/api/admin/audit-log?from=2026-11-19', admin.cookie);
    expect(after.json().total).toBe(0);
    const before = await call('GET', '/api/admin/audit-log?to=2026-11-15', admin.cookie);
    expect(before.json().total).toBe(0);
    const bad = await call('GET', '/api/admin/audit-log?from=16.11.2026', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Date invalide (AAAA-MM-JJ)');
    // A search with LIKE's wildcards matches them as typed.
    expect((await call('GET', '/api/admin/audit-log?q=%25', admin.cookie)).json().total).toBe(0);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect((await call(method, '/api/admin/audit-log', admin.cookie, {})).statusCode).toBe(404);
  });
});

describe('settings', () => {
  it('a change made on instance A is used by instance B at once', async () => {
    const before = await call('GET', '/api/admin/settings', admin.cookie);
    expect(before.json().stations).toHaveLength(3);
    expect(before.json().chat_words).toContain('merde');
    const refused = await call('PUT', '/api/admin/settings', admin.cookie, {
      stations: [{ name: 'Cernier I', google_review_url: 'http://exemple.ch/avis' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('https://');

    const url = 'https://g.page/r/eclat-cernier-1/review';
    const saved = await audited(() =>
      call('PUT', '/api/admin/settings', admin.cookie, {
        stations: [
          {
            name: 'Cernier I',
            display_name: 'Cernier Centre',
            address: 'Rue de l’Épervier 1, 2053 Cernier',
            google_review_url: url,
          },
        ],
        chat_words: ['Zut', 'zut', ' flûte '],
        gallery_default: false,
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect([...saved.json().chat_words].sort()).toEqual(['Zut', 'flûte']);

    const member = await registerUser(b.app);
    const stations = await call('GET', '/api/stations', member.cookie, undefined, b);
    expect(stations.json().stations[0]).toMatchObject({
      name: 'Cernier I',
      display_name: 'Cernier Centre',
      google_review_url: url,
    });
    const sent = await call('POST', '/api/chat/send', member.cookie, { content: 'zut et merde' }, b);
    expect(sent.json().content).toBe('*** et merde');
    const [row] = await b.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.showInGallery).toBe(false);
    await call('PUT', '/api/admin/settings', admin.cookie, { gallery_default: true, chat_words: ['merde'] });
  });
});

describe('clear-all and cleanup', () => {
  it('remove members only, keeping the calling admin and the other admins', async () => {
    const own = await createTestApp();
    try {
      const boss = await registerAdmin(own.app);
      const colleague = await registerAdmin(own.app);
      const testers = [
        await registerUser(own.app, { name: 'Testeur Un' }),
        await registerUser(own.app, { email: `demo-${Date.now()}@exemple.ch` }),
        await registerUser(own.app, { name: 'Fake Person' }),
      ];
      const real = await registerUser(own.app, { name: 'Julie Réelle' });
      own.clock.set('2026-11-18T10:00:00Z');
      await postWash(own.app, testers[0]!.cookie);
      const cleanup = await own.app.inject({
        method: 'POST',
        url: '/api/admin/cleanup-test-users',
        headers: { cookie: boss.cookie },
      });
      expect(cleanup.json()).toMatchObject({
        success: true,
        deleted_users: 3,
        deleted_washes: 1,
        deleted_sessions: 3,
        deleted_notifications: expect.any(Number),
      });
      const left = (await own.database.db.select({ id: users.id }).from(users)).map((row) => row.id).sort();
      // "Admin Test" admins stay, whatever their name.
      expect(left).toEqual([boss.user.id, colleague.user.id, real.user.id].sort());

      const clear = (payload: object) =>
        own.app.inject({
          method: 'DELETE',
          url: '/api/admin/users/clear-all',
          headers: { cookie: boss.cookie },
          payload,
        });
      expect((await clear({ confirm: 'supprimer' })).statusCode).toBe(400);
      expect((await clear({})).statusCode).toBe(400);
      expect((await clear({ confirm: 'SUPPRIMER' })).statusCode).toBe(200);
      const remaining = (await own.database.db.select({ id: users.id }).from(users))
        .map((row) => row.id)
        .sort();
      expect(remaining).toEqual([boss.user.id, colleague.user.id].sort());
      expect(await own.database.db.select().from(washes)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
