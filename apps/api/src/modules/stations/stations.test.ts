import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { setReviewUrl } from './stations.repository';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const reviewUrl = async (t: TestApp, name: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/stations' });
  expect(response.statusCode).toBe(200);
  const stations = response.json().stations as { name: string; google_review_url: string }[];
  return stations.find((station) => station.name === name)?.google_review_url;
};

it('lists the three stations from memory and follows a change made through another instance', async () => {
  const names = (
    (await b.app.inject({ method: 'GET', url: '/api/stations' })).json().stations as { name: string }[]
  ).map((station) => station.name);
  expect(names).toEqual(['Cernier I', 'Cernier II', 'Saint-Blaise']);
  await setReviewUrl(a.database.db, 'Cernier II', 'https://g.page/r/cernier-2/review');
  const started = Date.now();
  while ((await reviewUrl(b, 'Cernier II')) !== 'https://g.page/r/cernier-2/review') {
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
