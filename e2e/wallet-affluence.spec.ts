import fs from 'node:fs/promises';
import { expect, expectNoViolations, login, test } from './fixtures';

test('the profile offers the member card for Apple Wallet and Google Wallet, configured by the operator', async ({
  page,
}) => {
  await login(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Carte dans le téléphone' });
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'profile with the wallets');

  // Apple: the browser downloads the signed pass (Safari would open it in Wallet).
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Ajouter à Apple Wallet' }).click();
  const pass = await download;
  expect(pass.suggestedFilename()).toBe('carte-membre.pkpass');
  const bytes = await fs.readFile((await pass.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // Google: the signed save link opens (Google's page stands in).
  await page.route('https://pay.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title><h1>Google Wallet</h1>' }),
  );
  await card.getByRole('button', { name: 'Enregistrer dans Google Wallet' }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('offline, the wallet buttons wait for the network, and come back with it', async ({ page, context }) => {
  await login(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Carte dans le téléphone' });
  await expect(card.getByRole('link', { name: 'Ajouter à Apple Wallet' })).toBeVisible();
  await context.setOffline(true);
  await expect(card.getByText(/^Hors ligne\s:\sla carte pour votre téléphone/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Ajouter à Apple Wallet' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(card.getByRole('button', { name: 'Enregistrer dans Google Wallet' })).toBeVisible();
});

test('without a wallet configured, no button and no card', async ({ page }) => {
  // The operator's configuration as the programme tells it, with both wallets off.
  await page.route('**/api/programme', async (route) => {
    try {
      const response = await route.fetch();
      const programme = await response.json();
      await route.fulfill({ response, json: { ...programme, wallet: { apple: false, google: false } } });
    } catch {
      // A navigation disposed the answer meanwhile (« Response has been disposed », seen in
      // CI): the page that asked is gone; the request goes on as it is.
      await route.continue().catch(() => {});
    }
  });
  await login(page);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Carte dans le téléphone')).toHaveCount(0);
  await expect(page.getByText('Ajouter à Apple Wallet')).toHaveCount(0);
});

test('« Affluence » on the add-wash screen at 360 px: a level per station, today’s hours, the off-peak hint', async ({
  page,
}) => {
  await login(page);
  // The real answer first: the run's stations have no 8 weeks of history, so nothing shows.
  await page.goto('/add-wash');
  await expect(page.getByRole('heading', { name: 'Valider un lavage' })).toBeVisible();
  await page.getByText('Cernier I', { exact: true }).click();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Affluence' })).toHaveCount(0);

  // A station with history (its 8 weeks stand in): busy now at 17 h, usually calmer at 19 h.
  const usual = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    level: hour >= 16 && hour <= 18 ? 'busy' : hour >= 11 && hour <= 14 ? 'moderate' : 'calm',
  }));
  await page.route('**/api/stations/affluence', (route) =>
    route.fulfill({
      json: {
        hour: 17,
        stations: [
          { id: 'cernier-1', name: 'Cernier I', now: 'busy', usual },
          { id: 'cernier-2', name: 'Cernier II', now: 'calm', usual },
          { id: 'saint-blaise', name: 'Saint-Blaise', now: null, usual: null },
        ],
      },
    }),
  );
  await page.reload();
  await page.getByText('Cernier I', { exact: true }).click();
  const card = page.getByRole('region', { name: 'Affluence' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Chargé')).toBeVisible();
  await expect(card.getByText('Plus calme après 19 h : +10 points')).toBeVisible();
  await expect(card.getByRole('listitem', { name: '17 h : Chargé (maintenant)' })).toHaveAttribute(
    'aria-current',
    'time',
  );
  // Each station's level in the choice; none where there is too little history.
  const choice = page.getByRole('group', { name: 'Station' });
  await expect(choice.getByText('Calme')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page, 'add-wash with affluence');

  // A calm station: no hint.
  await page.getByText('Cernier II', { exact: true }).click();
  await expect(card.getByText('Calme')).toBeVisible();
  await expect(page.getByText(/Plus calme après/)).toHaveCount(0);
});
