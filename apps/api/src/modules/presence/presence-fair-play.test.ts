import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsLedger } from '../../db/schema';
import { registerUser } from '../../testing/http';
import {
  nowStep,
  pairedDisplay,
  requirePresence,
  t,
  token,
  usePresenceApp,
  wash,
} from '../../testing/presence-fixture';

usePresenceApp();

describe('fair play once a station asks for presence', () => {
  it('pays the referrer after verified washes on two days, and lets only verified members hide a message', async () => {
    await requirePresence('Saint-Blaise');
    try {
      const display = await pairedDisplay('Cernier II');
      const referrer = await registerUser(t.app);
      const code = (
        await t.app.inject({
          method: 'POST',
          url: '/api/viral/init-user-data',
          headers: { cookie: referrer.cookie },
        })
      ).json().referral_code as string;
      const referred = await registerUser(t.app);
      const used = await t.app.inject({
        method: 'POST',
        url: `/api/viral/referral/use-code?referral_code=${code}`,
        headers: { cookie: referred.cookie },
      });
      expect(used.statusCode).toBe(200);
      const referrerPoints = async () =>
        (
          await t.database.db
            .select()
            .from(pointsLedger)
            .where(
              and(eq(pointsLedger.userId, referrer.user.id), eq(pointsLedger.reason, 'referral_referrer')),
            )
        ).length;

      // A wash without a code (at a station that does not ask for one) pays nothing now.
      expect((await wash(referred.cookie, {}, 'Cernier I')).statusCode).toBe(201);
      expect(await referrerPoints()).toBe(0);
      // A verified wash on one day: not yet.
      expect(
        (await wash(referred.cookie, { presence: token(display, nowStep()) }, 'Cernier II')).statusCode,
      ).toBe(201);
      expect(await referrerPoints()).toBe(0);
      // And on another day: the referrer's +100, once.
      t.clock.advance(24 * 3_600_000);
      expect(
        (await wash(referred.cookie, { presence: token(display, nowStep()) }, 'Cernier II')).statusCode,
      ).toBe(201);
      expect(await referrerPoints()).toBe(1);

      // Three fresh accounts report a message: it stays.
      const author = await registerUser(t.app);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/chat/send',
        headers: { cookie: author.cookie },
        payload: { content: 'Bonjour à tous' },
      });
      const messageId = sent.json().id as number;
      for (let index = 0; index < 3; index += 1) {
        const puppet = await registerUser(t.app);
        const reported = await t.app.inject({
          method: 'POST',
          url: `/api/chat/messages/${messageId}/report`,
          headers: { cookie: puppet.cookie },
          payload: {},
        });
        expect(reported.statusCode).toBe(200);
      }
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/chat/messages',
        headers: { cookie: author.cookie },
      });
      expect(listed.json().messages.some((message: { id: number }) => message.id === messageId)).toBe(true);
    } finally {
      await requirePresence('Saint-Blaise', false);
    }
  });

  it('wants two verified washes 20 hours apart for the referral, and week-old regulars to hide a message', async () => {
    await requirePresence('Saint-Blaise');
    try {
      const display = await pairedDisplay('Cernier II');
      const otherDisplay = await pairedDisplay('Cernier I');
      const referrer = await registerUser(t.app);
      const code = (
        await t.app.inject({
          method: 'POST',
          url: '/api/viral/init-user-data',
          headers: { cookie: referrer.cookie },
        })
      ).json().referral_code as string;
      const referred = await registerUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: `/api/viral/referral/use-code?referral_code=${code}`,
        headers: { cookie: referred.cookie },
      });
      const referrerPaid = async () =>
        (
          await t.database.db
            .select()
            .from(pointsLedger)
            .where(
              and(eq(pointsLedger.userId, referrer.user.id), eq(pointsLedger.reason, 'referral_referrer')),
            )
        ).length;
      // A code seen at 23:58, sent offline, then another at 00:04: two days, one visit.
      t.clock.set('2026-11-16T22:58:00Z');
      const seen = nowStep();
      t.clock.set('2026-11-16T23:04:00Z');
      const offline = await wash(
        referred.cookie,
        { presence: token(display, seen), captured_offline: true },
        'Cernier II',
      );
      expect(offline.statusCode, offline.body).toBe(201);
      expect((await wash(referred.cookie, { presence: token(otherDisplay, nowStep()) })).statusCode).toBe(
        201,
      );
      expect(await referrerPaid()).toBe(0);
      // Twenty hours after the first: paid, once.
      t.clock.set('2026-11-17T18:58:30Z');
      expect(
        (await wash(referred.cookie, { presence: token(display, nowStep()) }, 'Cernier II')).statusCode,
      ).toBe(201);
      expect(await referrerPaid()).toBe(1);

      // Reporters: puppets with one verified wash each, or regulars of a day, hide nothing.
      const author = await registerUser(t.app);
      const say = async (content: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/chat/send',
            headers: { cookie: author.cookie },
            payload: { content },
          })
        ).json().id as number;
      const report = async (cookie: string, id: number) =>
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: `/api/chat/messages/${id}/report`,
              headers: { cookie },
              payload: {},
            })
          ).statusCode,
        ).toBe(200);
      const visible = async (id: number) =>
        // Read by another member (the author sees their own hidden message, said so).
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/chat/messages',
            headers: { cookie: referrer.cookie },
          })
        )
          .json()
          .messages.some((message: { id: number }) => message.id === id);
      const regulars: { cookie: string }[] = [];
      const puppets: { cookie: string }[] = [];
      for (let index = 0; index < 3; index += 1) {
        const puppet = await registerUser(t.app);
        expect(
          (await wash(puppet.cookie, { presence: token(display, nowStep()) }, 'Cernier II')).statusCode,
        ).toBe(201);
        puppets.push(puppet);
        const regular = await registerUser(t.app);
        regulars.push(regular);
      }
      for (const regular of regulars)
        expect((await wash(regular.cookie, { presence: token(otherDisplay, nowStep()) })).statusCode).toBe(
          201,
        );
      t.clock.advance(21 * 3_600_000);
      for (const regular of regulars)
        expect((await wash(regular.cookie, { presence: token(otherDisplay, nowStep()) })).statusCode).toBe(
          201,
        );
      t.clock.advance(10_001);
      const first = await say('Premier message');
      for (const puppet of puppets) await report(puppet.cookie, first);
      expect(await visible(first)).toBe(true);
      // Regulars whose accounts are a day old: not yet.
      const second = await say('Deuxième message');
      for (const regular of regulars) await report(regular.cookie, second);
      expect(await visible(second)).toBe(true);
      // The same regulars a week after they joined: their reports hide a message.
      t.clock.advance(7 * 24 * 3_600_000);
      const third = await say('Troisième message');
      for (const regular of regulars) await report(regular.cookie, third);
      expect(await visible(third)).toBe(false);
    } finally {
      await requirePresence('Saint-Blaise', false);
    }
  });
});
