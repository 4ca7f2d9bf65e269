import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chatMessages } from '../../db/schema';
import { registerAdmin, registerUser } from '../../testing/http';
import { openEventStream } from '../../testing/sse';
import { twoListeningInstances, type TestApp } from '../../testing/test-app';

const instances = twoListeningInstances();
let a: TestApp;
let b: TestApp;
let baseA: string;
let baseB: string;
beforeAll(() => {
  ({ a, b, baseA, baseB } = instances);
});

/** Each test starts past every rate-limit window of the ones before it. */
function nextHour() {
  a.clock.advance(3_600_000 + 1);
}

async function send(cookie: string, content: unknown, app: TestApp = a) {
  return app.app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie }, payload: { content } });
}

async function list(cookie: string, query = '') {
  const response = await a.app.inject({
    method: 'GET',
    url: `/api/chat/messages${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().messages as Array<{
    id: number;
    content: string;
    user_id: string;
    user: Record<string, unknown>;
  }>;
}

describe('the members’ chat calls', () => {
  it('all need a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/chat/messages'],
      ['POST', '/api/chat/send'],
      ['DELETE', '/api/chat/messages/1'],
      ['POST', '/api/chat/messages/1/report'],
      ['GET', '/api/chat/online-users'],
    ] as const) {
      const response = await a.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().detail).toBe('Vous devez être connecté');
    }
  });

  it('stores a trimmed message and answers it as listed, with no e-mail and only a first name', async () => {
    nextHour();
    const { cookie, user, body } = await registerUser(a.app, { name: 'Amélie Dupont' });
    const response = await send(cookie, '   Bonjour à tous !  \n');
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({
      user_id: user.id,
      content: 'Bonjour à tous !',
      user: { name: 'Amélie', pseudo: null, profile_photo: null, total_points: 0 },
    });
    expect(typeof message.id).toBe('number');
    expect(JSON.stringify(message)).not.toContain(body.email);
    expect(JSON.stringify(message)).not.toContain('Dupont');
    const listed = await list(cookie);
    expect(listed.at(-1)).toEqual(message);
  });

  it('refuses blank, too long and non-text messages with a French detail, storing nothing', async () => {
    nextHour();
    const { cookie, user } = await registerUser(a.app);
    const cases: [unknown, string][] = [
      ['   \n ', 'Le message ne peut pas être vide'],
      ['x'.repeat(501), 'Le message ne peut pas dépasser 500 caractères'],
      [42, 'Le message doit être un texte'],
    ];
    for (const [content, detail] of cases) {
      const response = await send(cookie, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(detail);
    }
    const malformed = await a.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"content":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await send(cookie, 'x'.repeat(500))).statusCode).toBe(201);
    const mine = await a.database.db.select().from(chatMessages).where(eq(chatMessages.userId, user.id));
    expect(mine).toHaveLength(1);
  });

  it('keeps HTML as plain text, stored and returned as typed', async () => {
    nextHour();
    const { cookie } = await registerUser(a.app);
    const html = '<img src=x onerror=alert(1)> <b>gras</b> & co';
    const response = await send(cookie, html);
    expect(response.json().content).toBe(html);
    expect((await list(cookie)).at(-1)?.content).toBe(html);
  });

  it('masks the listed words, and an admin’s change of the list applies at once on every instance', async () => {
    nextHour();
    const { cookie } = await registerUser(a.app);
    const admin = await registerAdmin(a.app);
    expect((await send(cookie, 'Quelle MERDE ce bouchon')).json().content).toBe('Quelle ***** ce bouchon');
    const added = await a.app.inject({
      method: 'POST',
      url: '/api/admin/chat/banned-words',
      headers: { cookie: admin.cookie },
      payload: { word: 'Zut' },
    });
    expect(added.statusCode).toBe(201);
    expect((await send(cookie, 'zut alors', b)).json().content).toBe('*** alors');
    const again = await a.app.inject({
      method: 'POST',
      url: '/api/admin/chat/banned-words',
      headers: { cookie: admin.cookie },
      payload: { word: 'ZUT' },
    });
    expect(again.statusCode).toBe(409);
    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/chat/banned-words/${added.json().id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await send(cookie, 'zut alors')).json().content).toBe('zut alors');
    const words = await a.app.inject({
      method: 'GET',
      url: '/api/admin/chat/banned-words',
      headers: { cookie: admin.cookie },
    });
    expect(words.json().words.map((word: { word: string }) => word.word)).toContain('connard');
    const audits = await a.database.db.select().from(auditLog).where(eq(auditLog.adminId, admin.user.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['chat.word.add', 'chat.word.remove']);
    const member = await a.app.inject({
      method: 'GET',
      url: '/api/admin/chat/banned-words',
      headers: { cookie },
    });
    expect(member.statusCode).toBe(403);
  });

  it('shows a message as the word list reads it: no bidirectional override, styled letters folded', async () => {
    nextHour();
    const { cookie } = await registerUser(a.app);
    // Shown right to left, 'drannoc' read as the listed 'connard' and passed the list.
    const overridden = await send(cookie, '\u202edrannoc');
    expect(overridden.statusCode).toBe(201);
    expect(overridden.json().content).toBe('drannoc');
    a.clock.advance(10_001);
    expect((await send(cookie, 'ｃｏｎｎａｒｄ !')).json().content).toBe('******* !');
    a.clock.advance(10_001);
    expect((await send(cookie, 'co\u200bnnard')).json().content).toBe('*******');
    a.clock.advance(10_001);
    const blank = await send(cookie, '\u200b\u2066\u3164');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe('Le message ne peut pas être vide');
  });

  it('lists messages oldest to newest, and older pages with before', async () => {
    nextHour();
    const { cookie } = await registerUser(a.app);
    const sent: number[] = [];
    for (const text of ['un', 'deux', 'trois', 'quatre']) {
      sent.push((await send(cookie, text)).json().id);
      a.clock.advance(10_001);
    }
    const latest = await list(cookie, '?limit=2');
    expect(latest.map((message) => message.content)).toEqual(['trois', 'quatre']);
    const older = await list(cookie, `?limit=2&before=${latest[0]!.id}`);
    expect(older.map((message) => message.content)).toEqual(['un', 'deux']);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?before=-1', '?before=1e30']) {
      const response = await a.app.inject({
        method: 'GET',
        url: `/api/chat/messages${query}`,
        headers: { cookie },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toMatch(/limit|before/);
    }
  });

  it('lets the author or an admin delete a message, refuses anyone else, 404 for an unknown id', async () => {
    nextHour();
    const author = await registerUser(a.app);
    const other = await registerUser(a.app);
    const admin = await registerAdmin(a.app);
    const first = (await send(author.cookie, 'à effacer par moi')).json();
    const second = (await send(author.cookie, 'à effacer par l’admin')).json();
    const remove = (cookie: string, id: number | string) =>
      a.app.inject({ method: 'DELETE', url: `/api/chat/messages/${id}`, headers: { cookie } });

    const refused = await remove(other.cookie, first.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Vous ne pouvez supprimer que vos propres messages');
    expect((await remove(author.cookie, first.id)).statusCode).toBe(200);
    expect((await remove(admin.cookie, second.id)).statusCode).toBe(200);
    expect((await remove(author.cookie, first.id)).statusCode).toBe(404);
    expect((await remove(author.cookie, 'abc')).statusCode).toBe(400);
    const ids = (await list(other.cookie)).map((message) => message.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    // Its author's own deletion is gone; the moderator's is shown to them for what it is.
    const mine = await list(author.cookie);
    expect(mine.map((message) => message.id)).not.toContain(first.id);
    expect(mine.find((message) => message.id === second.id)).toMatchObject({
      content: 'Message masqué par la modération',
      moderated: true,
    });
    const [audit] = await a.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(second.id)));
    expect(audit).toMatchObject({ action: 'chat.message.delete', adminId: admin.user.id });
  });
});

describe('reports', () => {
  it('hides a message reported by 3 different members until an admin restores it', async () => {
    nextHour();
    const author = await registerUser(a.app);
    const reporters = await Promise.all([1, 2, 3].map(() => registerUser(a.app)));
    const admin = await registerAdmin(a.app);
    // Reports count from accounts a week old (docs/product.md, presence).
    a.clock.advance(7 * 24 * 3_600_000);
    const message = (await send(author.cookie, 'message litigieux')).json();
    const report = (cookie: string, payload: object = { reason: 'insultant' }) =>
      a.app.inject({
        method: 'POST',
        url: `/api/chat/messages/${message.id}/report`,
        headers: { cookie },
        payload,
      });

    expect((await report(author.cookie)).json().detail).toBe(
      'Vous ne pouvez pas signaler votre propre message',
    );
    expect((await report(reporters[0]!.cookie)).statusCode).toBe(200);
    const twice = await report(reporters[0]!.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Vous avez déjà signalé ce message');
    expect((await report(reporters[1]!.cookie, {})).statusCode).toBe(200);
    // The moderators' « Signalés » view: who reported, and why.
    const queue = await a.app.inject({
      method: 'GET',
      url: '/api/admin/chat/messages?queue=reported',
      headers: { cookie: admin.cookie },
    });
    const queued = queue
      .json()
      .messages.find((item: { message_id: number }) => item.message_id === message.id);
    expect(queued.report_count).toBe(2);
    // Both reports came at the same instant of the test clock: their order is not defined.
    expect(
      queued.reports.map((item: { reporter_name: string; reason: string | null }) => [
        item.reporter_name,
        item.reason,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [reporters[0]!.user.name, 'insultant'],
        [reporters[1]!.user.name, null],
      ]),
    );
    expect((await list(author.cookie)).map((listed) => listed.id)).toContain(message.id);

    const stream = await openEventStream(baseB, author.cookie);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      expect((await report(reporters[2]!.cookie, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
      expect((await report(reporters[2]!.cookie)).statusCode).toBe(200);
      await stream.waitFor(
        (event) => event.event === 'chat.deleted' && (event.data as { id: number }).id === message.id,
      );
    } finally {
      await stream.close();
    }
    expect((await list(reporters[0]!.cookie)).map((listed) => listed.id)).not.toContain(message.id);
    // The author is not left wondering: the message reads as moderated, its text withheld.
    const seenByAuthor = (await list(author.cookie)).find((listed) => listed.id === message.id);
    expect(seenByAuthor).toMatchObject({ content: 'Message masqué par la modération', moderated: true });
    expect(JSON.stringify(seenByAuthor)).not.toContain('litigieux');
    expect((await report(reporters[1]!.cookie)).statusCode).toBe(404);

    const reports = await a.app.inject({
      method: 'GET',
      url: '/api/admin/chat/reports',
      headers: { cookie: admin.cookie },
    });
    const entry = reports
      .json()
      .reports.find((candidate: { message_id: number }) => candidate.message_id === message.id);
    expect(entry).toMatchObject({ hidden: true, report_count: 3, message: 'message litigieux' });
    expect(entry.reports).toHaveLength(3);

    const restored = await a.app.inject({
      method: 'POST',
      url: `/api/admin/chat/messages/${message.id}/restore`,
      headers: { cookie: admin.cookie },
    });
    expect(restored.statusCode).toBe(200);
    expect((await list(author.cookie)).map((listed) => listed.id)).toContain(message.id);
  });
});

describe('rate limits', () => {
  it('allows 5 messages per 10 seconds, across both instances', async () => {
    nextHour();
    const { cookie } = await registerUser(a.app);
    for (let index = 0; index < 5; index += 1) {
      expect((await send(cookie, `rafale ${index}`, index % 2 ? b : a)).statusCode).toBe(201);
    }
    const refused = await send(cookie, 'de trop', b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Vous envoyez des messages trop vite. Patientez quelques secondes.');
    a.clock.advance(10_001);
    expect((await send(cookie, 'après la pause', b)).statusCode).toBe(201);
  });

  it('allows 60 messages per hour', async () => {
    nextHour();
    const { cookie } = await registerUser(a.app);
    for (let index = 0; index < 60; index += 1) {
      if (index % 5 === 0) a.clock.advance(10_001);
      expect((await send(cookie, `message ${index}`)).statusCode).toBe(201);
    }
    a.clock.advance(10_001);
    const refused = await send(cookie, 'le 61e');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Limite de 60 messages par heure atteinte. Réessayez plus tard.');
  });
});

describe('mutes', () => {
  it('an admin mutes a member for a period: sending is refused until it ends; unmute ends it early', async () => {
    nextHour();
    a.clock.set('2026-11-23T09:00:00Z');
    const member = await registerUser(a.app);
    const admin = await registerAdmin(a.app);
    const mute = (payload: object, cookie = admin.cookie) =>
      a.app.inject({ method: 'POST', url: '/api/admin/chat/mute', headers: { cookie }, payload });

    expect(
      (await mute({ user_id: member.user.id, hours: 2, reason: 'spam' }, member.cookie)).statusCode,
    ).toBe(403);
    for (const hours of [0, 721, 1.5]) {
      expect((await mute({ user_id: member.user.id, hours, reason: 'spam' })).statusCode).toBe(400);
    }
    expect(
      (await mute({ user_id: '00000000-0000-4000-8000-000000000000', hours: 2, reason: 'x' })).statusCode,
    ).toBe(404);
    const muted = await mute({ user_id: member.user.id, hours: 2, reason: 'spam' });
    expect(muted.statusCode).toBe(200);
    expect(muted.json().muted_until).toBe('2026-11-23T11:00:00.000Z');

    const refused = await send(member.cookie, 'je peux parler ?', b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Vous ne pouvez pas écrire dans le chat jusqu’au 23.11.2026 à 12:00.');
    a.clock.advance(2 * 3_600_000);
    expect((await send(member.cookie, 'de retour')).statusCode).toBe(201);

    await mute({ user_id: member.user.id, hours: 5, reason: 'encore' });
    const mutes = await a.app.inject({
      method: 'GET',
      url: '/api/admin/chat/mutes',
      headers: { cookie: admin.cookie },
    });
    expect(mutes.json().mutes).toContainEqual(
      expect.objectContaining({ user_id: member.user.id, reason: 'encore' }),
    );
    const unmute = () =>
      a.app.inject({
        method: 'DELETE',
        url: `/api/admin/chat/mute/${member.user.id}`,
        headers: { cookie: admin.cookie },
      });
    expect((await unmute()).statusCode).toBe(200);
    expect((await unmute()).statusCode).toBe(404);
    a.clock.advance(10_001);
    expect((await send(member.cookie, 'libre')).statusCode).toBe(201);
    const actions = (
      await a.database.db.select().from(auditLog).where(eq(auditLog.adminId, admin.user.id))
    ).map((entry) => entry.action);
    expect(actions).toEqual(['chat.mute', 'chat.mute', 'chat.unmute']);
  });
});

describe('GET /api/chat/online-users', () => {
  it('lists users with an open stream on any instance or active in the last 2 minutes, without e-mail', async () => {
    nextHour();
    const streaming = await registerUser(a.app, { name: 'Zoé Ouverte' });
    const chatting = await registerUser(a.app);
    const idle = await registerUser(a.app);
    const stream = await openEventStream(baseB, streaming.cookie);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      await send(chatting.cookie, 'coucou');
      const response = await a.app.inject({
        method: 'GET',
        url: '/api/chat/online-users',
        headers: { cookie: chatting.cookie },
      });
      const ids = response.json().users.map((user: { id: string }) => user.id);
      expect(ids).toContain(streaming.user.id);
      expect(ids).toContain(chatting.user.id);
      expect(ids).not.toContain(idle.user.id);
      const zoe = response.json().users.find((user: { id: string }) => user.id === streaming.user.id);
      expect(zoe).toEqual({
        id: streaming.user.id,
        name: 'Zoé',
        pseudo: null,
        profile_photo: null,
        total_points: 0,
      });
      expect(response.body).not.toContain('@');
    } finally {
      await stream.close();
    }
    a.clock.advance(2 * 60_000 + 1);
    const later = await a.app.inject({
      method: 'GET',
      url: '/api/chat/online-users',
      headers: { cookie: idle.cookie },
    });
    const ids = later.json().users.map((user: { id: string }) => user.id);
    expect(ids).not.toContain(streaming.user.id);
    expect(ids).not.toContain(chatting.user.id);
    expect(ids).toContain(idle.user.id);
  });
});

describe('realtime', () => {
  it('a message sent through instance A reaches a stream on instance B within a second; its deletion too', async () => {
    nextHour();
    const sender = await registerUser(a.app);
    const reader = await registerUser(a.app);
    const stream = await openEventStream(baseB, reader.cookie);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const started = Date.now();
      const response = await fetch(`${baseA}/api/chat/send`, {
        method: 'POST',
        headers: { cookie: sender.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Salut depuis A' }),
      });
      expect(response.status).toBe(201);
      const sent = (await response.json()) as { id: number };
      const event = await stream.waitFor(
        (candidate) =>
          candidate.event === 'chat.message' && (candidate.data as { id: number }).id === sent.id,
        1000,
      );
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event.data).toEqual(sent);
      await a.app.inject({
        method: 'DELETE',
        url: `/api/chat/messages/${sent.id}`,
        headers: { cookie: sender.cookie },
      });
      await stream.waitFor(
        (candidate) =>
          candidate.event === 'chat.deleted' && (candidate.data as { id: number }).id === sent.id,
      );
    } finally {
      await stream.close();
    }
  });
});

describe('admin chat calls', () => {
  it('page every message with the author’s details, delete one or all of a user, refuse members', async () => {
    nextHour();
    const author = await registerUser(a.app, { name: 'Paul Martin' });
    const admin = await registerAdmin(a.app);
    const ids: number[] = [];
    for (const text of ['un', 'deux', 'trois']) ids.push((await send(author.cookie, text)).json().id);

    expect(
      (
        await a.app.inject({
          method: 'GET',
          url: '/api/admin/chat/messages',
          headers: { cookie: author.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const page = await a.app.inject({
      method: 'GET',
      url: '/api/admin/chat/messages?limit=2&skip=0',
      headers: { cookie: admin.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().messages).toHaveLength(2);
    expect(page.json().total).toBeGreaterThanOrEqual(3);
    expect(page.json().messages[0]).toEqual({
      message_id: ids[2],
      user_id: author.user.id,
      user_name: 'Paul Martin',
      user_email: author.body.email,
      user_level: 1,
      user_photo: null,
      message: 'trois',
      timestamp: expect.any(String),
      report_count: 0,
      hidden: false,
      deleted_at: null,
      deleted_by: null,
      reports: [],
    });

    const one = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/chat/messages/${ids[0]}`,
      headers: { cookie: admin.cookie },
    });
    expect(one.json()).toEqual({ success: true, user_affected: 'Paul Martin' });
    const missing = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/chat/messages/${ids[0]}`,
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const stream = await openEventStream(baseB, admin.cookie);
    await stream.waitFor((event) => event.event === 'ready');
    const all = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/chat/messages/user/${author.user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(all.json()).toEqual({ success: true, message: '2 messages supprimés' });
    await stream.waitFor(
      (event) =>
        event.event === 'chat.deleted' && (event.data as { user_id?: string }).user_id === author.user.id,
    );
    await stream.close();
    // Gone from the chat, kept in the moderators' history with who deleted them and when.
    const mine = await a.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, author.user.id));
    expect(mine.map((row) => row.deletedBy)).toEqual(['Admin Test', 'Admin Test', 'Admin Test']);
    const history = await a.app.inject({
      method: 'GET',
      url: '/api/admin/chat/messages?queue=deleted',
      headers: { cookie: admin.cookie },
    });
    expect(
      history
        .json()
        .messages.filter((message: { user_id: string }) => message.user_id === author.user.id)
        .map((message: { message: string; deleted_by: string }) => [message.message, message.deleted_by]),
    ).toEqual([
      ['trois', 'Admin Test'],
      ['deux', 'Admin Test'],
      ['un', 'Admin Test'],
    ]);
    const listed = await a.app.inject({
      method: 'GET',
      url: '/api/admin/chat/messages',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().messages.map((message: { user_id: string }) => message.user_id)).not.toContain(
      author.user.id,
    );
    expect(
      (
        await a.app.inject({
          method: 'GET',
          url: '/api/admin/chat/messages?queue=tout',
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400);
    const badUser = await a.app.inject({
      method: 'DELETE',
      url: '/api/admin/chat/messages/user/pas-un-uuid',
      headers: { cookie: admin.cookie },
    });
    expect(badUser.statusCode).toBe(400);
  });
});

describe('account deletion', () => {
  it('removes the member’s messages and tells open pages', async () => {
    nextHour();
    const leaving = await registerUser(a.app);
    const reader = await registerUser(a.app);
    const sent = (await send(leaving.cookie, 'au revoir')).json();
    const stream = await openEventStream(baseB, reader.cookie);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const deleted = await a.app.inject({
        method: 'DELETE',
        url: '/api/users/account',
        headers: { cookie: leaving.cookie },
      });
      expect(deleted.statusCode).toBe(200);
      await stream.waitFor(
        (event) =>
          event.event === 'chat.deleted' && (event.data as { user_id?: string }).user_id === leaving.user.id,
      );
    } finally {
      await stream.close();
    }
    expect((await list(reader.cookie)).map((message) => message.id)).not.toContain(sent.id);
  });
});
