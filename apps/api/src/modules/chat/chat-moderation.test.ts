import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, chatMessages } from '../../db/schema';
import { registerAdmin, registerUser } from '../../testing/http';
import { openEventStream } from '../../testing/sse';
import { a, b, baseA, baseB, list, nextHour, send, useChatApps } from '../../testing/chat-fixture';

useChatApps();

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
