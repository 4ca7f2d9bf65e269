import { expect, expectNoViolations, login, postWashFromPage, test } from './fixtures';

test('a member reads why their points moved in « Historique des points »', async ({
  page,
  playwright,
  baseURL,
}) => {
  const customer = await login(page);
  expect((await postWashFromPage(page, 'Cernier I')).status()).toBe(201);
  const me = await (await page.request.get('/api/auth/me')).json();

  // The operator takes 5 points back, with a reason the member will read.
  const operator = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.77.3.1', Origin: baseURL as string },
  });
  expect(
    (
      await operator.post('/api/auth/login', {
        data: { email: 'admin-e2e@exemple.ch', password: 'admin-e2e-secret' },
      })
    ).status(),
  ).toBe(200);
  const adjusted = await operator.post(`/api/admin/users/${me.id}/points`, {
    data: { delta: -5, reason: 'Lavage compté deux fois' },
  });
  expect(adjusted.status()).toBe(200);
  await operator.dispose();

  await page.goto('/profile');
  const history = page.getByRole('region', { name: 'Historique des points' });
  const rows = history.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Ajustement par l’équipe : Lavage compté deux fois');
  await expect(rows.nth(0).getByLabel('5 points retirés')).toHaveText('-5');
  await expect(history.getByText('Lavage à Cernier I')).toBeVisible();
  await expect(history.getByText('Badge « Premier lavage »')).toBeVisible();
  await expect(history.getByLabel('15 points gagnés')).toHaveText('+15');
  // The challenges write their goals as French writes numbers (issue 48: « 1000 points »).
  const challenges = page.getByRole('region', { name: 'Prochains défis' });
  await expect(challenges.getByText('Atteignez 1\u202f000 points', { exact: true })).toBeVisible();
  await expect(challenges.getByText('1\u202f000 points', { exact: true })).toBeVisible();
  await expect(challenges.getByText(`${me.total_points - 5} / 1\u202f000`, { exact: true })).toBeVisible();
  // Nothing of it leaves the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page, 'points history');
  void customer;
});
