import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, chatMessages } from '../../db/schema';
import { registerAdmin, registerUser } from '../../testing/http';
import { openEventStream } from '../../testing/sse';
import { a, b, baseB, list, nextHour, send, useChatApps } from '../../testing/chat-fixture';

useChatApps();

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
