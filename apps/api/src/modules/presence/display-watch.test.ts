import { stepAt } from '@app/shared/domain/presence';
import { presenceCode } from '@app/shared/domain/presence-code';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, stations } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import { pairDisplay } from '../../testing/displays';
import { fr } from '../../testing/french';
import { registerAdmin } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DisplayWatch, SILENT_DISPLAY_URL } from './display-watch';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
  t.clock.set('2026-11-16T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const settings = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: body,
  });
const require = (station: string) => settings({ stations: [{ name: station, presence_required: true }] });
const stationStatus = async (station: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
  });
  return answer.json().stations.find((row: { name: string }) => row.name === station);
};
const heartbeat = (display: { display_id: string; secret: string }) => {
  const step = stepAt(t.clock.now());
  return t.app.inject({
    method: 'POST',
    url: '/api/station-display/heartbeat',
    payload: { token: `${display.display_id}.${step}.${presenceCode(display.secret, step)}` },
  });
};

describe('requiring the display’s code', () => {
  it('is refused while the station has no display heard from in 10 minutes, and nothing changes', async () => {
    const refused = await require('Cernier II');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      fr`Aucun écran de Cernier II n’a donné signe de vie ces 10 dernières minutes : appairez un écran et laissez-le allumé avant d’exiger le code.`,
    );
    expect((await stationStatus('Cernier II')).presence_required).toBe(false);
    expect((await stationStatus('Cernier II')).display).toEqual({
      state: 'none',
      live: 0,
      last_seen_at: null,
    });

    const display = await pairDisplay(t.app, admin.cookie, 'Cernier II', '10.95.0.1');
    expect((await stationStatus('Cernier II')).display).toEqual({
      state: 'live',
      live: 1,
      last_seen_at: t.clock.now().toISOString(),
    });
    // Switched off for 11 minutes: silent, and the tick is refused again.
    t.clock.advance(11 * 60_000);
    expect((await stationStatus('Cernier II')).display.state).toBe('silent');
    expect((await require('Cernier II')).statusCode).toBe(400);
    // Back on: it beats, and the station may require its code.
    expect((await heartbeat(display)).statusCode).toBe(200);
    const required = await require('Cernier II');
    expect(required.statusCode).toBe(200);
    expect(required.json().stations.find((row: { name: string }) => row.name === 'Cernier II')).toMatchObject(
      {
        presence_required: true,
        display: { state: 'live', live: 1 },
      },
    );
    // A station already requiring it saves its other fields whatever its displays do.
    t.clock.advance(30 * 60_000);
    const saved = await settings({
      stations: [{ name: 'Cernier II', presence_required: true, address: 'Rue 1' }],
    });
    expect(saved.statusCode).toBe(200);
  });
});

describe('the watch over silent displays', () => {
  it('warns every operator once per silence (bell and e-mail), across instances, and again after the next one', async () => {
    await t.database.db.update(stations).set({ presenceRequired: false });
    const display = await pairDisplay(t.app, admin.cookie, 'Saint-Blaise', '10.95.0.2');
    expect((await require('Saint-Blaise')).statusCode).toBe(200);
    const mails: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void mails.push(message), close: () => {} };
    const watch = () => new DisplayWatch(t.app.db, t.clock, mailer, t.app.log, 'https://lavage.example.ch');
    const bells = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, admin.user.id), eq(notifications.title, fr`Écran de station muet`)),
        );

    t.clock.advance(14 * 60_000);
    expect(await watch().check()).toEqual([]);
    t.clock.advance(60_000);
    // Two instances check at once: one warns.
    const [first, second] = await Promise.all([watch().check(), watch().check()]);
    expect([...first, ...second]).toEqual(['Saint-Blaise']);
    const [bell] = await bells();
    expect(bell?.message).toBe(
      fr`Les écrans de Saint-Blaise ne répondent plus depuis 15 minutes, alors que la station exige leur code : les clients ne peuvent pas y valider de lavage. Vérifiez la tablette (courant, réseau) ou décochez « Exiger le code ».`,
    );
    expect(bell?.data).toMatchObject({ url: SILENT_DISPLAY_URL });
    expect(mails.map((mail) => mail.to)).toEqual([admin.user.email]);
    expect(mails[0]?.text).toContain('https://lavage.example.ch/admin?tab=settings&section=stations');

    // The same silence later: no second warning.
    t.clock.advance(60 * 60_000);
    expect(await watch().check()).toEqual([]);
    expect(await bells()).toHaveLength(1);
    // It comes back, then goes silent again: a new warning.
    expect((await heartbeat(display)).statusCode).toBe(200);
    expect(await watch().check()).toEqual([]);
    t.clock.advance(16 * 60_000);
    expect(await watch().check()).toEqual(['Saint-Blaise']);
    expect(await bells()).toHaveLength(2);
  });
});
