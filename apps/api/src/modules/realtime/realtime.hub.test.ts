import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/handle';
import type { Clock } from '../../lib/clock';
import { RealtimeHub } from './realtime.hub';

/** A stream's response that records what is written to it. */
function recorder() {
  const written: string[] = [];
  return {
    written,
    response: { write: (text: string) => written.push(text), end: () => {} } as unknown as ServerResponse,
  };
}

describe('a stream that replays', () => {
  it('gives a notification once when its live copy comes late, during or after the replay', () => {
    let deliver: (payload: string) => void = () => {};
    const hub = new RealtimeHub(
      {
        listen: async (_channel: string, onPayload: (payload: string) => void) => {
          deliver = onPayload;
          return async () => {};
        },
        onListenerChange: () => () => {},
        db: {},
      } as unknown as DatabaseHandle,
      { now: () => new Date() } as Clock,
      { warn: () => {} } as never,
    );
    void hub.start();
    const stream = recorder();
    const event = (id: number) =>
      JSON.stringify({ user_id: 'u1', event: 'notification.created', id, data: { title: `n${id}` } });
    hub.add('u1', '10.0.0.1', stream.response, true);
    // Notification 7, published before the stream opened, reaches this instance during the
    // replay, which reads it too (and 8, a new one).
    deliver(event(7));
    deliver(event(8));
    expect(stream.written).toEqual([]);
    stream.response.write('replayed 7\n\n');
    hub.release(stream.response, 7);
    deliver(event(7));
    deliver(event(9));
    const ids = stream.written.map((text) => /^id: (\d+)$/m.exec(text)?.[1] ?? text.trim());
    expect(ids).toEqual(['replayed 7', '8', '9']);
    void hub.stop();
  });
});
