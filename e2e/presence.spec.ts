import path from 'node:path';
import type { APIRequest as APIRequestContextFactory } from '@playwright/test';
import { stepAt } from '../packages/shared/src/domain/presence';
import { presenceCode } from '../packages/shared/src/domain/presence-code';
import { expect, login, newCustomer, test } from './fixtures';
import { writeQrVideo } from './qr-video';

const ADMIN = { email: 'admin-e2e@exemple.ch', password: 'admin-e2e-secret' };

/** The code step by the server's clock (the e2e server runs on a shifted clock, FAKE_NOW). */
async function serverStep(playwright: { request: APIRequestContextFactory }, baseURL: string) {
  const context = await playwright.request.newContext({ baseURL });
  const { now } = (await (await context.get('/api/station-display/clock')).json()) as { now: string };
  await context.dispose();
  return stepAt(new Date(now));
}

test('an operator pairs a station display; it shows the station’s code, changes it every 30 s, and learns when it is revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('link', { name: 'Admin' }).first()).toBeVisible();
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Réglages' }).click();
  const displays = page.getByRole('region', { name: 'Écrans de la station Cernier II' });
  const label = `Baie ${Date.now() % 100_000}`;
  await displays.getByLabel('Nom du nouvel écran (facultatif)').fill(label);
  await displays.getByRole('button', { name: 'Ajouter un écran' }).click();
  const pairingCode = (await displays.getByTestId('pairing-code').textContent())!.trim();
  expect(pairingCode).toMatch(/^[A-Z2-9]{8}$/);
  const row = displays.getByRole('listitem').filter({ hasText: label });
  await expect(row.getByText('En attente d’appairage')).toBeVisible();

  // The tablet at the bay: no account, a clock the test moves.
  const tablet = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.99.7.1' } });
  const display = await tablet.newPage();
  await display.clock.install({ time: new Date() });
  await display.goto('/station-display');
  await display.getByLabel('Code d’appairage').fill(pairingCode);
  await display.getByRole('button', { name: 'Appairer' }).click();
  await expect(display.getByRole('heading', { name: 'Cernier II' })).toBeVisible();
  await expect(display.getByRole('img', { name: /^Code actuel/ })).toBeVisible();
  const code = display.getByTestId('presence-code');
  const first = (await code.textContent())!.replace(/\D/g, '');
  expect(first).toMatch(/^\d{6}$/);
  await display.clock.fastForward(30_000);
  await expect(code).not.toHaveText(first.slice(0, 3) + '\u2009' + first.slice(3));
  // The pairing code served once.
  await page.reload();
  await page.getByRole('tab', { name: 'Réglages' }).click();
  await expect(row.getByText(/^Vu pour la dernière fois/)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Révoquer' }).click();
  await expect(page.getByText('Écran révoqué : ses codes ne sont plus acceptés.')).toBeVisible();
  await expect(row.getByText('Révoqué', { exact: true })).toBeVisible();
  // Its next heartbeat hears it.
  await display.clock.fastForward(61_000);
  await expect(display.getByText('Cet écran a été révoqué')).toBeVisible();
  await expect(display.getByRole('button', { name: 'Appairer' })).toBeVisible();
  await tablet.close();
});

test('a customer points the camera at the display’s QR code: the station is chosen and the wash is verified', async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  // The operator pairs a display at Saint-Blaise (through the API: the UI is tested above).
  const operator = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.99.7.2' },
  });
  expect((await operator.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const created = await operator.post('/api/admin/stations/Saint-Blaise/displays', { data: {} });
  expect(created.status()).toBe(201);
  const paired = await operator.post('/api/station-display/pair', {
    data: { pairing_code: (await created.json()).pairing_code },
  });
  const { display_id, secret } = (await paired.json()) as { display_id: string; secret: string };
  await operator.dispose();

  // What the display shows now (by the server's clock), filmed by the phone's fake camera.
  const step = await serverStep(playwright, baseURL!);
  const url = `${baseURL}/add-wash?presence=${display_id}.${step}.${presenceCode(secret, step)}`;
  const video = path.join(testInfo.outputDir, 'display-qr.y4m');
  await import('node:fs').then((fs) => fs.mkdirSync(testInfo.outputDir, { recursive: true }));
  writeQrVideo(video, url);
  const phone = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await phone.newContext({
      baseURL,
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      locale: 'fr-CH',
      timezoneId: 'Europe/Zurich',
      extraHTTPHeaders: { 'X-Forwarded-For': '10.99.7.3' },
    });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await login(page, { ...newCustomer(), station: 'Cernier I' });
    await page.getByRole('link', { name: 'VALIDER UN LAVAGE', exact: true }).click();
    await expect(page.getByRole('radio', { name: /Cernier I\b/ })).toBeChecked();
    await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
    // Read from the camera's frames, no tap: the display's station is chosen.
    await expect(page.getByText('Code de l’écran reçu : Saint-Blaise')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('radio', { name: /Saint-Blaise/ })).toBeChecked();
    await page.getByRole('button', { name: 'Prendre la photo' }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/washes'));
    await page.getByRole('button', { name: 'Valider mon lavage' }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(201);
    expect((await response.json()).verified).toBe(true);
    await expect(page.getByRole('heading', { name: 'Lavage validé !' })).toBeVisible();
    await context.close();
  } finally {
    await phone.close();
  }
});

test('the display’s QR link opens the wash with its station chosen, after signing in if needed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const operator = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.99.7.4' },
  });
  expect((await operator.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const created = await operator.post('/api/admin/stations/Cernier%20II/displays', { data: {} });
  const paired = await operator.post('/api/station-display/pair', {
    data: { pairing_code: (await created.json()).pairing_code },
  });
  const { display_id, secret } = (await paired.json()) as { display_id: string; secret: string };
  await operator.dispose();
  const step = await serverStep(playwright, baseURL!);
  const link = `/add-wash?presence=${display_id}.${step}.${presenceCode(secret, step)}`;

  // A member scans it with the phone's own camera while signed out: they sign in and land
  // back on the wash.
  const customer = newCustomer();
  const signUp = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.99.7.5' },
  });
  const registered = await signUp.post('/api/auth/register', {
    data: {
      email: customer.email,
      password: customer.password,
      name: customer.name,
      favorite_station: 'Cernier I',
    },
  });
  expect(registered.status()).toBe(201);
  await signUp.dispose();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Code de l’écran reçu : Cernier II')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cernier II/ })).toBeChecked();
  await expect(page).toHaveURL(/\/add-wash$/);
});
