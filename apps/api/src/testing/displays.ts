import type { App } from '../types';

/** A station display created by the operator and paired by its device: its id and secret. */
export async function pairDisplay(
  app: App,
  adminCookie: string,
  station: string,
  remoteAddress: string,
): Promise<{ display_id: string; secret: string }> {
  const created = await app.inject({
    method: 'POST',
    url: `/api/admin/stations/${encodeURIComponent(station)}/displays`,
    headers: { cookie: adminCookie },
    payload: {},
  });
  if (created.statusCode !== 201) throw new Error(`display not created: ${created.body}`);
  const paired = await app.inject({
    method: 'POST',
    url: '/api/station-display/pair',
    payload: { pairing_code: created.json().pairing_code },
    remoteAddress,
  });
  if (paired.statusCode !== 200) throw new Error(`display not paired: ${paired.body}`);
  return paired.json();
}
