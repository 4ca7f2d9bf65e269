import fs from 'node:fs';
import path from 'node:path';
import type { APIRequest as APIRequestContextFactory, Browser, BrowserType } from '@playwright/test';
import { stepAt } from '../packages/shared/src/domain/presence';
import { presenceCode } from '../packages/shared/src/domain/presence-code';
import { drawnPicture, expect, login, loginAsOperator, newCustomer, test } from './fixtures';
import { writeQrVideo } from './qr-video';
import sharp from 'sharp';
import { corpusBytes, corpusPhotos } from '../apps/api/src/testing/photo-forms';

const ADMIN = { email: 'admin-e2e@exemple.ch', password: 'admin-e2e-secret' };

/** The code step by the server's clock (the e2e server runs on a shifted clock, FAKE_NOW). */
/**
 * A new member, from an address of their own, sends a wash at Cernier II with this photo
 * through the API; answers their name, the wash's receipt and their request context.
 */
async function washAsNewMember(
  playwright: { request: APIRequestContextFactory },
  baseURL: string | undefined,
  { address, namePrefix, photo }: { address: string; namePrefix: string; photo: Buffer },
) {
  const memberContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  const customer = newCustomer();
  const name = `${namePrefix} ${customer.email.slice(7, 13)}`;
  expect(
    (
      await memberContext.post('/api/auth/register', {
        data: { email: customer.email, password: customer.password, name, favorite_station: 'Cernier II' },
      })
    ).status(),
  ).toBe(201);
  const wash = await memberContext.post('/api/washes', {
    data: {
      wash_type: 'standard',
      station: 'Cernier II',
      photo_data: `data:image/jpeg;base64,${photo.toString('base64')}`,
    },
  });
  expect(wash.status(), await wash.text()).toBe(201);
  const receipt = (await wash.json()) as {
    points_earned: number;
    total_points: number;
    photo_notice?: string;
  };
  return { name, receipt, memberContext };
}

async function serverStep(playwright: { request: APIRequestContextFactory }, baseURL: string) {
  const context = await playwright.request.newContext({ baseURL });
  const { now } = (await (await context.get('/api/station-display/clock')).json()) as { now: string };
  await context.dispose();
  return stepAt(new Date(now));
}

/** A display paired through the API (the UI is tested in the first journey). */
async function pairThroughApi(
  playwright: { request: APIRequestContextFactory },
  baseURL: string,
  station: string,
  address: string,
) {
  const operator = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  expect((await operator.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const created = await operator.post(`/api/admin/stations/${encodeURIComponent(station)}/displays`, {
    data: {},
  });
  expect(created.status()).toBe(201);
  const paired = await operator.post('/api/station-display/pair', {
    data: { pairing_code: (await created.json()).pairing_code },
  });
  const display = (await paired.json()) as { display_id: string; secret: string };
  await operator.dispose();
  return display;
}

/** A phone whose camera films `video` (Chromium's fake capture device). */
function phoneFilming(playwright: { chromium: BrowserType }, video: string) {
  return playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** A 360 px phone's browser context, camera allowed, from its own address. */
async function phoneContext(phone: Browser, baseURL: string, address: string) {
  const context = await phone.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    locale: 'fr-CH',
    timezoneId: 'Europe/Zurich',
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  await context.grantPermissions(['camera']);
  return context;
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
  await expect(page.getByRole('link', { name: /^Exploitant\b/ })).toBeVisible();
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
  // The tablet's own camera reads the pairing QR shown in the admin area: its link opens
  // the page with the code filled in.
  await expect(displays.getByRole('img', { name: `Code QR d’appairage ${pairingCode}` })).toBeVisible();
  await display.goto(`/station-display?pair=${pairingCode}`);
  await expect(display.getByLabel('Code d’appairage')).toHaveValue(pairingCode);
  await display.getByRole('button', { name: 'Appairer' }).click();
  await expect(display.getByRole('heading', { name: 'Cernier II' })).toBeVisible();
  await expect(display.getByRole('img', { name: /^Code actuel/ })).toBeVisible();
  const code = display.getByTestId('presence-code');
  const first = (await code.textContent())!.replace(/\D/g, '');
  expect(first).toMatch(/^\d{6}$/);
  await display.clock.fastForward(30_000);
  await expect(code).not.toHaveText(first.slice(0, 3) + '\u2009' + first.slice(3));
  // Anyone at the bay can tap « Oublier cet écran »: without the operator's session the
  // display stays paired and keeps showing its code (issue 32).
  display.once('dialog', (dialog) => void dialog.accept());
  await display.getByRole('button', { name: 'Oublier cet écran' }).click();
  await expect(display.getByRole('alert')).toHaveText(/^Seul l’exploitant peut oublier cet écran/);
  await expect(display.getByTestId('presence-code')).toBeVisible();
  await display.reload();
  await expect(display.getByRole('heading', { name: 'Cernier II' })).toBeVisible();
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
  const { display_id, secret } = await pairThroughApi(playwright, baseURL!, 'Saint-Blaise', '10.99.7.2');
  // What the display shows now (by the server's clock), filmed by the phone's fake camera.
  const step = await serverStep(playwright, baseURL!);
  const url = `${baseURL}/add-wash?presence=${display_id}.${step}.${presenceCode(secret, step)}`;
  const video = path.join(testInfo.outputDir, 'display-qr.y4m');
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  writeQrVideo(video, url);
  const phone = await phoneFilming(playwright, video);
  try {
    const context = await phoneContext(phone, baseURL!, '10.99.7.3');
    const page = await context.newPage();
    await login(page, { ...newCustomer(), station: 'Cernier I' });
    await page.getByRole('link', { name: 'VALIDER UN LAVAGE', exact: true }).click();
    await expect(page.getByRole('radio', { name: /Cernier I\b/ })).toBeChecked();
    // Where the station asks for the code, its panel's button opens the camera, which reads
    // the QR. (Cernier I is shown as asking here, in this page only: requiring it for real
    // would stop the other tests' washes there; the server's side is in presence.test.ts.)
    await page.route('**/api/programme', async (route) => {
      const answer = await route.fetch();
      const programme = await answer.json();
      await route.fulfill({ response: answer, json: { ...programme, presence_stations: ['Cernier I'] } });
    });
    await page.reload();
    const panel = page.getByRole('region', { name: 'Code de la station' });
    await panel.getByRole('button', { name: 'Scanner le code QR' }).click();
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
  const { display_id, secret } = await pairThroughApi(playwright, baseURL!, 'Cernier II', '10.99.7.4');
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

test('at the bay without a network, the scanned code and the photo wait on the phone; back online, the wash counts at the code’s time', async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const { display_id, secret } = await pairThroughApi(playwright, baseURL!, 'Cernier I', '10.99.7.6');
  const step = await serverStep(playwright, baseURL!);
  const video = path.join(testInfo.outputDir, 'display-qr-offline.y4m');
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  writeQrVideo(video, `${baseURL}/add-wash?presence=${display_id}.${step}.${presenceCode(secret, step)}`);
  const phone = await phoneFilming(playwright, video);
  try {
    const context = await phoneContext(phone, baseURL!, '10.99.7.7');
    const page = await context.newPage();
    await login(page, { ...newCustomer(), station: 'Saint-Blaise' });
    await page.getByRole('link', { name: 'VALIDER UN LAVAGE', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Ouvrir la caméra' })).toBeVisible();
    // The app and its files are on the phone (service worker) before the network goes.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
      .toBe(true);
    await context.setOffline(true);

    await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
    await expect(page.getByText('Code de l’écran reçu', { exact: true })).toBeVisible({ timeout: 10_000 });
    await page.getByText('Cernier I', { exact: true }).click();
    await page.getByRole('button', { name: 'Prendre la photo' }).click();
    await page.getByRole('button', { name: 'Valider mon lavage' }).click();
    await expect(
      page.getByText('Lavage enregistré : il sera validé dès que vous aurez du réseau.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    const pending = page.getByRole('region', { name: 'Lavages en attente de réseau' });
    await expect(pending.getByText(/^Cernier I, .*\s: en attente de réseau$/)).toBeVisible();

    // A little later, the network returns: the wash goes by itself.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(pending).toBeHidden({ timeout: 10_000 });
    // Accepted, not refused (a refused wash leaves this list too, for its own, with its reason:
    // a failure here prints it).
    expect(await page.getByTestId('refused-wash').allTextContents()).toEqual([]);
    // The signed-in copy follows the database's notice (decision 0010: at once on PGlite, a
    // moment after the commit on PostgreSQL).
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/auth/me')).json()) as { total_points: number }).total_points,
      )
      .toBeGreaterThan(0);
    // Counted at the time of the code it scanned, not at its arrival.
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Zurich',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(step * 30_000))
        .map((part) => [part.type, part.value]),
    );
    const inbox = await (await page.request.get('/api/viral/notifications')).text();
    expect(inbox).toContain(
      `Votre lavage à Cernier I du ${parts.day}.${parts.month}.${parts.year} à ${parts.hour}:${parts.minute} est validé`,
    );
    await context.close();
  } finally {
    await phone.close();
  }
});

test('the operator finds a far-away wash in ‘À vérifier’ and cancels it: its points go back', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(45_000);
  const { display_id, secret } = await pairThroughApi(playwright, baseURL!, 'Saint-Blaise', '10.99.7.8');
  // The station's place, set by the operator (only washes that send a position are compared).
  const operator = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.99.7.9' },
  });
  expect((await operator.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const placed = await operator.put('/api/admin/settings', {
    data: { stations: [{ name: 'Saint-Blaise', latitude: 47.0148, longitude: 6.9886 }] },
  });
  expect(placed.status()).toBe(200);
  await operator.dispose();

  // A member validates a wash from Geneva with a code of the Saint-Blaise display.
  const memberContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.99.7.10' },
  });
  const customer = newCustomer();
  const name = `Lointain ${customer.email.slice(7, 13)}`;
  expect(
    (
      await memberContext.post('/api/auth/register', {
        data: { email: customer.email, password: customer.password, name, favorite_station: 'Saint-Blaise' },
      })
    ).status(),
  ).toBe(201);
  const step = await serverStep(playwright, baseURL!);
  const wash = await memberContext.post('/api/washes', {
    data: {
      wash_type: 'standard',
      station: 'Saint-Blaise',
      photo_data: await drawnPicture(page),
      presence: `${display_id}.${step}.${presenceCode(secret, step)}`,
      location: { lat: 46.2044, lng: 6.1432, accuracy: 30 },
    },
  });
  expect(wash.status(), await wash.text()).toBe(201);
  const pointsBefore = ((await (await memberContext.get('/api/auth/me')).json()) as { total_points: number })
    .total_points;

  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('link', { name: /^Exploitant\b/ })).toBeVisible();
  await page.goto('/admin?tab=verify');
  const card = page.getByTestId('wash-to-review').filter({ hasText: name });
  await expect(card.getByText('Loin de la station (plus de 2 km)')).toBeVisible();
  await expect(card.getByText(/^À \d+,\d km de la station$/)).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Annuler le lavage' }).click();
  await expect(page.getByText(/^Lavage annulé\s: \d+ points repris$/)).toBeVisible();
  await expect(card).toHaveCount(0);
  const pointsAfter = ((await (await memberContext.get('/api/auth/me')).json()) as { total_points: number })
    .total_points;
  expect(pointsAfter).toBeLessThan(pointsBefore);
  await memberContext.dispose();
});

test('a blurred photo without a code is paid with a kind line, and the operator finds it in ‘À vérifier’ beside its photo', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A real photograph in soft focus (decision 0037): accepted, never refused.
  const street = corpusPhotos().find((photo) => photo.file === 'darknet-dog.jpg')!;
  const { name, receipt, memberContext } = await washAsNewMember(playwright, baseURL, {
    address: '10.99.8.10',
    namePrefix: 'Flou',
    photo: await sharp(corpusBytes(street)).blur(4).jpeg().toBuffer(),
  });
  expect(receipt.points_earned).toBeGreaterThan(0);
  expect(receipt.photo_notice).toMatch(
    /^Photo un peu floue\s: la prochaine fois, tenez le téléphone immobile\.$/,
  );
  await memberContext.dispose();

  await loginAsOperator(page);
  await page.goto('/admin?tab=verify');
  const card = page.getByTestId('wash-to-review').filter({ hasText: name });
  await expect(card.getByText('Photo floue, sans code de la station')).toBeVisible();
  await expect(card.getByRole('img')).toBeVisible();
});

test('a photo without a car is paid, and the operator finds « Aucune voiture visible » in ‘À vérifier’ beside its photo', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A real photograph of dunes: a scene a camera filmed, with no vehicle in it.
  const dunes = corpusPhotos().find((photo) => photo.file === 'mate-mate-nature-dune.jpg')!;
  const { name, receipt, memberContext } = await washAsNewMember(playwright, baseURL, {
    address: '10.99.8.11',
    namePrefix: 'Sans voiture',
    photo: corpusBytes(dunes),
  });
  expect(receipt.points_earned).toBeGreaterThan(0);
  // The car check runs after the answer, on the server's detector thread (decision 0038).
  await loginAsOperator(page);
  await page.goto('/admin?tab=verify');
  const card = page.getByTestId('wash-to-review').filter({ hasText: name });
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Aucune voiture visible')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(card.getByRole('img')).toBeVisible();
  // Listed, not taken back: the member sees their points on their profile.
  const member = await browser.newContext({ baseURL, storageState: await memberContext.storageState() });
  const memberPage = await member.newPage();
  await memberPage.goto('/profile');
  const pointsTile = memberPage
    .locator('dl > div')
    .filter({ has: memberPage.getByRole('term').filter({ hasText: /^Points$/ }) })
    .getByRole('definition');
  await expect(pointsTile).toHaveText(String(receipt.total_points));
  expect(receipt.total_points).toBeGreaterThanOrEqual(receipt.points_earned);
  await member.close();
  await memberContext.dispose();
});
