import { expect, it } from 'vitest';
import { addDays } from '@app/shared/domain/zurich-time';
import { registerUser } from '../../testing/http';
import { members, washesAt } from '../../testing/affluence-fixture';
import { openEventStream } from '../../testing/sse';
import { twoListeningInstances } from '../../testing/test-app';

const instances = twoListeningInstances();

it('pushes « affluence.changed » to every instance’s streams when a level moves, not when it stays', async () => {
  const { a, b, baseB } = instances;
  a.clock.set('2026-11-20T16:30:00Z');
  const others = await members(a, 50, 'evt');
  await washesAt(
    a,
    'Cernier II',
    others.map((member) => ({ userId: member.id, day: addDays('2026-11-20', -1), minute: 10 * 60 })),
  );
  const { cookie } = await registerUser(b.app);
  const stream = await openEventStream(baseB, cookie);
  await stream.waitFor((event) => event.event === 'ready');
  // First measure: Cernier II now has a level where it had none.
  expect((await a.app.inject({ method: 'GET', url: '/api/stations/affluence' })).statusCode).toBe(200);
  await stream.waitFor((event) => event.event === 'affluence.changed');
  const count = () => stream.events.filter((event) => event.event === 'affluence.changed').length;
  expect(count()).toBe(1);
  // A minute later, the same levels: measured again, nothing pushed.
  a.clock.advance(61_000);
  await a.app.inject({ method: 'GET', url: '/api/stations/affluence' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(count()).toBe(1);
  await stream.close();
});
