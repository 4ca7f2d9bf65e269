import { expect, it } from 'vitest';
import { postWash, registerUser } from '../../testing/http';
import { twoInstances } from '../../testing/test-app';

const instances = twoInstances();

it('serves a photo uploaded through one instance from the other, and deletes it everywhere with the account', async () => {
  const { a, b } = instances;
  const { cookie, user } = await registerUser(a.app);
  const wash = await postWash(a.app, cookie);
  expect(wash.statusCode).toBe(201);
  const url = wash.json().photo_url as string;
  const throughB = await b.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(throughB.statusCode).toBe(200);
  expect(throughB.headers['content-type']).toBe('image/jpeg');
  expect(throughB.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(await a.mediaKeys(`washes/${user.id}/`)).toHaveLength(2);

  const deleted = await b.app.inject({ method: 'DELETE', url: '/api/users/account', headers: { cookie } });
  expect(deleted.statusCode).toBe(200);
  expect(await a.mediaKeys(`washes/${user.id}/`)).toEqual([]);
  const other = await registerUser(a.app);
  expect((await a.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
    404,
  );
});
