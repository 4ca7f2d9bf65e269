import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, feedPosts } from '../../db/schema';
import { registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { INSTAGRAM_API_SOURCE } from './feed.repository';
import { InstagramFeedJob } from './instagram.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = {
  platform: 'tiktok',
  image_url: 'https://p16.tiktokcdn.example/cover.jpg',
  caption: 'Avant / après à Saint-Blaise',
  likes: 120,
  view_count: 3400,
  link: 'https://www.tiktok.com/@eclat/video/1',
  posted_at: '2026-11-20T15:00:00Z',
};

describe('feed posts written by admins', () => {
  it('are created, changed and deleted by admins only, audited, and shown in the network tab', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerUser(t.app);
    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      cookie: string,
      payload?: unknown,
    ) => t.app.inject({ method, url, headers: { cookie }, payload: payload as object });

    expect((await call('POST', '/api/admin/feed-posts', member.cookie, post)).statusCode).toBe(403);
    const created = await call('POST', '/api/admin/feed-posts', admin.cookie, post);
    expect(created.statusCode).toBe(201);
    const id = created.json().post.id;
    expect(created.json().post).toMatchObject({ platform: 'tiktok', source: 'admin', view_count: 3400 });

    for (const bad of [
      { ...post, image_url: 'http://insecure.example/a.jpg' },
      { ...post, link: 'javascript:alert(1)' },
      { ...post, platform: 'facebook' },
      { ...post, likes: -1 },
      { ...post, caption: 'x'.repeat(2201) },
    ]) {
      const refused = await call('POST', '/api/admin/feed-posts', admin.cookie, bad);
      expect(refused.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(typeof refused.json().detail).toBe('string');
    }

    const updated = await call('PUT', `/api/admin/feed-posts/${id}`, admin.cookie, { ...post, likes: 150 });
    expect(updated.json().post.likes).toBe(150);
    await call('POST', '/api/admin/feed-posts', admin.cookie, {
      platform: 'instagram',
      image_url: 'https://scontent.cdninstagram.example/p.jpg',
      caption: 'Nouvelle brosse',
      likes: 42,
      link: 'https://www.instagram.com/p/abc/',
    });

    for (const method of ['GET', 'POST'] as const) {
      const feed = await call(method, '/api/viral/social-media-feed', member.cookie);
      expect(feed.statusCode).toBe(200);
      const body = feed.json();
      expect(body.tiktok_posts).toContainEqual({
        id,
        cover_image_url: post.image_url,
        title: post.caption,
        view_count: 3400,
        like_count: 150,
        timestamp: '2026-11-20T15:00:00.000Z',
        share_url: post.link,
      });
      expect(body.instagram_posts[0]).toMatchObject({
        caption: 'Nouvelle brosse',
        likes: 42,
        permalink: 'https://www.instagram.com/p/abc/',
      });
      expect(typeof body.last_updated).toBe('string');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/viral/social-media-feed' })).statusCode).toBe(401);

    expect((await call('DELETE', `/api/admin/feed-posts/${id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/feed-posts/${id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/feed-posts/pas-un-uuid', admin.cookie, post)).statusCode).toBe(400);
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.adminId, admin.user.id))
    ).map((entry) => entry.action);
    expect(actions).toEqual(['feed_post.create', 'feed_post.update', 'feed_post.create', 'feed_post.delete']);
  });
});

describe('the Instagram Graph API job', () => {
  let answer: { status: number; body: string };
  let lastUrl = '';
  let server: http.Server;
  let graphUrl: string;
  const logs: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      lastUrl = request.url ?? '';
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const media = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    caption: `Publication ${id}`,
    media_type: 'IMAGE',
    media_url: `https://scontent.example/${id}.jpg`,
    permalink: `https://www.instagram.com/p/${id}/`,
    timestamp: '2026-11-21T08:00:00+0000',
    like_count: 7,
    ...extra,
  });

  const instagramRows = () =>
    t.database.db.select().from(feedPosts).where(eq(feedPosts.source, INSTAGRAM_API_SOURCE));

  it('stores the fetched posts, then keeps the last good ones when the source fails', async () => {
    const job = new InstagramFeedJob(
      t.database.db,
      t.clock,
      { userId: '17841400000', accessToken: 'jeton-secret-123', graphUrl },
      log,
    );
    answer = {
      status: 200,
      body: JSON.stringify({
        data: [
          media('a1'),
          media('v2', {
            media_type: 'VIDEO',
            media_url: 'https://video.example/v2.mp4',
            thumbnail_url: 'https://scontent.example/v2.jpg',
          }),
          media('bad', { media_url: 'http://insecure.example/x.jpg' }),
        ],
      }),
    };
    expect(await job.runOnce()).toBe(true);
    expect(lastUrl).toContain('/17841400000/media?');
    expect(lastUrl).toContain('access_token=jeton-secret-123');
    const rows = await instagramRows();
    expect(rows.map((row) => row.externalId).sort()).toEqual(['a1', 'v2']);
    expect(rows.find((row) => row.externalId === 'v2')?.imageUrl).toBe('https://scontent.example/v2.jpg');

    const member = await registerUser(t.app);
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/viral/social-media-feed',
      headers: { cookie: member.cookie },
    });
    expect(feed.json().instagram_posts.map((item: { caption: string }) => item.caption)).toContain(
      'Publication a1',
    );

    for (const failure of [
      { status: 500, body: '{"error":{"message":"boom"}}' },
      { status: 200, body: 'pas du json' },
      { status: 200, body: '{"data":"oups"}' },
    ]) {
      answer = failure;
      logs.length = 0;
      expect(await job.runOnce()).toBe(false);
      expect((await instagramRows()).map((row) => row.externalId).sort()).toEqual(['a1', 'v2']);
      const warning = logs.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
      expect(warning?.msg).toMatch(/instagram feed refresh failed/);
      expect(logs.join('')).not.toContain('jeton-secret-123');
    }

    answer = { status: 200, body: JSON.stringify({ data: [media('a1', { like_count: 9 }), media('c3')] }) };
    expect(await job.runOnce()).toBe(true);
    const after = await instagramRows();
    expect(after.map((row) => row.externalId).sort()).toEqual(['a1', 'c3']);
    expect(after.find((row) => row.externalId === 'a1')?.likes).toBe(9);
  });

  it('starts with the app when INSTAGRAM_* are set, and not otherwise', async () => {
    expect(t.app.instagramFeed).toBeNull();
    answer = { status: 200, body: JSON.stringify({ data: [media('boot1')] }) };
    const configured = await createTestApp({
      config: {
        backgroundJobs: true,
        instagram: { userId: '42', accessToken: 'jeton-de-test', graphUrl },
      },
    });
    try {
      expect(configured.app.instagramFeed).not.toBeNull();
      const deadline = Date.now() + 3000;
      let rows: unknown[] = [];
      while (rows.length === 0 && Date.now() < deadline) {
        rows = await configured.database.db.select().from(feedPosts).where(eq(feedPosts.externalId, 'boot1'));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(rows).toHaveLength(1);
    } finally {
      await configured.close();
    }
  });
});
