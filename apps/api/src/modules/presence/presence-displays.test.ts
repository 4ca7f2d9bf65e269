import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, stationDisplays } from '../../db/schema';
import { registerUser } from '../../testing/http';
import { admin, nowStep, pairedDisplay, t, token, usePresenceApp } from '../../testing/presence-fixture';

usePresenceApp();

describe('station displays', () => {
  it('are created with a single-use pairing code, listed without secrets, and audited', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stations/Saint-Blaise/displays',
      headers: { cookie: admin.cookie },
      payload: { label: 'Baie 1' },
    });
    expect(created.statusCode).toBe(201);
    const { display_id, pairing_code, expires_at } = created.json();
    expect(pairing_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Date(expires_at).getTime() - t.clock.now().getTime()).toBe(10 * 60_000);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stations/Saint-Blaise/displays',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().displays).toEqual([
      expect.objectContaining({ id: display_id, label: 'Baie 1', paired_at: null, revoked: false }),
    ]);
    expect(listed.body).not.toContain(pairing_code);

    // Typed with a dash and in lower case, as a person would.
    const typed = `${pairing_code.slice(0, 4).toLowerCase()}-${pairing_code.slice(4)}`;
    const paired = await t.app.inject({
      method: 'POST',
      url: '/api/station-display/pair',
      payload: { pairing_code: typed },
    });
    expect(paired.statusCode).toBe(200);
    expect(paired.json()).toMatchObject({
      display_id,
      station: 'Saint-Blaise',
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    expect(paired.json().secret).toMatch(/^[A-Z2-7]{32}$/);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/station-display/pair',
      payload: { pairing_code },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain('Code d’appairage');

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, display_id));
    expect(actions.map((row) => row.action)).toEqual(['station.display.create']);
  });

  it('slow down guessing: ten pairing attempts per address in ten minutes', async () => {
    const attempts = [];
    for (let attempt = 0; attempt < 11; attempt++)
      attempts.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/station-display/pair',
            payload: { pairing_code: 'ABCDEFGH' },
            remoteAddress: '10.78.0.1',
          })
        ).statusCode,
      );
    expect(attempts).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('refuse an expired pairing code, members and visitors on the admin calls', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stations/Cernier%20II/displays',
      headers: { cookie: admin.cookie },
      payload: {},
    });
    t.clock.advance(10 * 60_000 + 1);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/station-display/pair',
      payload: { pairing_code: created.json().pairing_code },
    });
    expect(late.statusCode).toBe(400);

    const member = await registerUser(t.app);
    for (const headers of [{ cookie: member.cookie }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/stations/Cernier%20II/displays',
        headers,
        payload: {},
      });
      expect([401, 403]).toContain(response.statusCode);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stations/Nowhere/displays',
      headers: { cookie: admin.cookie },
    });
    // The station list is data: a name no station has is not found.
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Veuillez sélectionner une station');
  });

  it('beat with a current code; a revoked display is told so at once', async () => {
    const display = await pairedDisplay('Cernier II');
    t.clock.advance(45_000);
    const beat = await t.app.inject({
      method: 'POST',
      url: '/api/station-display/heartbeat',
      payload: { token: token(display, nowStep()) },
    });
    expect(beat.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(stationDisplays)
      .where(eq(stationDisplays.id, display.display_id));
    expect(row!.lastSeenAt?.toISOString()).toBe(t.clock.now().toISOString());

    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/station-display/heartbeat',
      payload: { token: token(display, nowStep() - 5) },
    });
    expect(stale.statusCode).toBe(401);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stations/Cernier%20II/displays/${display.display_id}`,
      headers: { cookie: admin.cookie },
    });
    expect(revoked.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/station-display/heartbeat',
      payload: { token: token(display, nowStep()) },
    });
    expect(after.statusCode).toBe(410);
  });
});
