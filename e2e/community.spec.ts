import { expect, newCustomer, registerThroughForm, test } from './fixtures';

test('a referral link brings a friend whose first wash pays the referrer, and a reward unlocks', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const referrer = await registerThroughForm(page);
  await page.goto('/viral-features?tab=referral');
  await expect(page.getByRole('heading', { name: 'Votre code de parrainage' })).toBeVisible();
  const code = (await page.getByTestId('referral-code').innerText()).trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  await expect(page.getByText('Aucun ami parrainé pour le moment')).toBeVisible();

  // The friend opens the referral link in a browser of their own.
  const friendContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.77.1.2' },
  });
  const friendPage = await friendContext.newPage();
  await friendPage.goto(`/login?ref=${code}`);
  await expect(friendPage.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await expect(friendPage.getByLabel('Code de parrainage (facultatif)')).toHaveValue(code);
  const friend = newCustomer();
  await friendPage.getByLabel('Nom complet').fill(friend.name);
  await friendPage.getByLabel('Email').fill(friend.email);
  await friendPage.getByLabel('Mot de passe', { exact: true }).fill(friend.password);
  await friendPage.getByLabel('Station préférée').selectOption(friend.station);
  await friendPage.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(friendPage.getByText(`Bonjour, ${friend.name} !`)).toBeVisible();
  await expect(friendPage.getByText('50 points', { exact: true })).toBeVisible();
  await friendPage.goto('/viral-features?tab=referral');
  await expect(friendPage.getByText(/Vous avez été parrainé·e par Client/)).toBeVisible();

  // The friend's first wash (the camera journey itself is covered by core-loop.spec.ts).
  const photo = await friendPage.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    for (let i = 0; i < 200; i++) {
      context.fillStyle = `hsl(${(i * 47) % 360} 70% ${30 + (i % 40)}%)`;
      context.fillRect((i * 37) % 640, (i * 53) % 480, 60 + (i % 50), 40 + (i % 30));
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  const wash = await friendPage.request.post('/api/washes', {
    data: { wash_type: 'standard', station: 'Cernier I', photo_data: photo },
  });
  expect(wash.status()).toBe(201);
  await friendContext.close();

  await page.reload();
  await expect(page.getByText('1 ami parrainé')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('100 points', { exact: true })).toBeVisible();

  // 100 points reach no example reward beyond the first; the first one (level 1, 0 points)
  // shows its code, the others their progress and no code.
  await page.goto('/viral-features?tab=rewards');
  const bakery = page.getByRole('article').filter({ hasText: 'Boulangerie du Val-de-Ruz' });
  await expect(bakery.getByText('ECLAT10')).toBeVisible();
  await expect(bakery.getByText('Débloquée')).toBeVisible();
  const garage = page.getByRole('article').filter({ hasText: 'Garage des Gorges' });
  await expect(garage.getByText('Verrouillée')).toBeVisible();
  await expect(garage.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByText('GARAGE15')).toHaveCount(0);
  expect(referrer.name).toContain('Client');
});

test('the hub opens on the streaks tab and the rewards tab lists the partner offers', async ({ page }) => {
  await registerThroughForm(page);
  await page.getByRole('link', { name: /Défis & amis/ }).click();
  await expect(page).toHaveURL(/\/viral-features$/);
  await expect(page.getByRole('tab', { name: 'Séries' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Série actuelle')).toBeVisible();
  await expect(page.getByText('2 semaines : étincelles')).toBeVisible();
  await page.getByRole('tab', { name: 'Récompenses' }).click();
  await expect(page).toHaveURL(/tab=rewards/);
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByText('Bientôt disponible')).toBeVisible();
});
