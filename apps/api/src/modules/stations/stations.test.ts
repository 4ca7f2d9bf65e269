import { expect, it } from 'vitest';
import { eventually, twoInstances, type TestApp } from '../../testing/test-app';
import { setReviewUrl } from './stations.repository';

const instances = twoInstances();

const reviewUrl = async (t: TestApp, name: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/stations' });
  expect(response.statusCode).toBe(200);
  const stations = response.json().stations as { name: string; google_review_url: string }[];
  return stations.find((station) => station.name === name)?.google_review_url;
};

it('lists the three stations from memory and follows a change made through another instance', async () => {
  const { a, b } = instances;
  const names = (
    (await b.app.inject({ method: 'GET', url: '/api/stations' })).json().stations as { name: string }[]
  ).map((station) => station.name);
  expect(names).toEqual(['Cernier I', 'Cernier II', 'Saint-Blaise']);
  await setReviewUrl(a.database.db, 'Cernier II', 'https://g.page/r/cernier-2/review');
  await eventually(async () => (await reviewUrl(b, 'Cernier II')) === 'https://g.page/r/cernier-2/review');
});
