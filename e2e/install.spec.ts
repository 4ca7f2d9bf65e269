import type { Page } from '@playwright/test';
import { expect, filmDrawnPicture, login, newCustomer, test } from './fixtures';

// Installed like an app (issue 51): Chromium's install prompt offered after a first validated
// wash, never on the first screen, a refusal kept for 30 days; Safari on an iPhone told how
// to get notifications.

/** A stand-in for Chromium's `beforeinstallprompt`, fired as the browser fires it (early). */
const INSTALL_PROMPT = `(() => {
  window.__installPrompts = 0;
  const fire = () => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    event.prompt = async () => { window.__installPrompts += 1; };
    event.userChoice = new Promise((resolve) => { window.__answerInstall = resolve; });
    window.dispatchEvent(event);
    window.__installPromptDefaultPrevented = event.defaultPrevented;
  };
  window.addEventListener('DOMContentLoaded', () => setTimeout(fire, 50));
})();`;

/** A wash through the app (a move inside it from the home screen): one station a day each. */
async function washThroughTheCamera(page: Page, station: string) {
  await page.getByRole('link', { name: 'Valider un lavage' }).first().click();
  await page.getByText(station, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${station} `) })).toBeChecked();
  await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
  await page.getByRole('button', { name: 'Prendre la photo' }).click();
  await page.getByRole('button', { name: 'Valider mon lavage' }).click();
  await expect(page.getByRole('heading', { name: 'Lavage validé !' })).toBeVisible({ timeout: 20_000 });
}

test('the app offers to be installed after a first validated wash, never on the first screen; « Plus tard » holds for 30 days', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['camera']);
  await filmDrawnPicture(page);
  await page.addInitScript({ content: INSTALL_PROMPT });
  await login(page, newCustomer());
  const offer = page.getByRole('button', { name: 'Installer l’application' });

  // The first screen: the browser's prompt is held back (no mini-infobar), nothing offered.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __installPromptDefaultPrevented: boolean }).__installPromptDefaultPrevented,
      ),
    )
    .toBe(true);
  await expect(offer).toHaveCount(0);

  // After the first validated wash, the offer; « Plus tard » puts it away.
  await washThroughTheCamera(page, 'Cernier II');
  await expect(page.getByRole('heading', { name: 'Installer l’application' })).toBeVisible();
  await page.getByRole('button', { name: 'Plus tard' }).click();
  await expect(offer).toHaveCount(0);
  const refusedAt = Number(
    await page.evaluate(() => localStorage.getItem('eclat-lavage:install-refused-at')),
  );
  expect(Date.now() - refusedAt).toBeLessThan(60_000);

  // 29 days later, still nothing after a wash; 30 days later, offered again.
  for (const [days, station, shown] of [
    [29, 'Cernier I', false],
    [30, 'Saint-Blaise', true],
  ] as const) {
    await page.evaluate(
      (at) => localStorage.setItem('eclat-lavage:install-refused-at', String(at)),
      Date.now() - days * 24 * 60 * 60 * 1000 - 1_000,
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await washThroughTheCamera(page, station);
    await expect(offer).toHaveCount(shown ? 1 : 0);
  }

  // « Installer l’application » opens the browser's sheet; accepted, the offer goes.
  await offer.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __installPrompts: number }).__installPrompts))
    .toBe(1);
  await page.evaluate(() =>
    (window as unknown as { __answerInstall: (choice: unknown) => void }).__answerInstall({
      outcome: 'accepted',
    }),
  );
  await expect(offer).toHaveCount(0);
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('Safari explains « Partager → Sur l’écran d’accueil » and offers no push switch; installed, the switch is there', async ({
    page,
  }) => {
    // Safari outside an installed app has no Push API.
    await page.addInitScript(() => {
      if (!(navigator as Navigator & { standalone?: boolean }).standalone)
        delete (window as unknown as { PushManager?: unknown }).PushManager;
    });
    await login(page, newCustomer());
    await page.goto('/profile');
    const push = page.getByRole('region', { name: 'Notifications push' });
    await expect(push.getByText('Partager → Sur l’écran d’accueil')).toBeVisible();
    await expect(
      push.getByRole('img', { name: 'Dans Safari : 1. Partager, 2. Sur l’écran d’accueil' }),
    ).toBeVisible();
    await expect(push.getByRole('button')).toHaveCount(0);
    // At 360 px the two steps fit side by side.
    const picture = await push.getByRole('img').boundingBox();
    expect(picture && picture.x + picture.width).toBeLessThanOrEqual(360);

    // Opened from the home screen (navigator.standalone, display-mode standalone): the switch.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'standalone', { value: true, configurable: true }),
    );
    await page.reload();
    await expect(push.getByRole('button', { name: 'Activer' })).toBeVisible();
    await expect(push.getByText('Partager → Sur l’écran d’accueil')).toHaveCount(0);
  });
});

test('the manifest describes the app and shows it: each screenshot is served at its declared size', async ({
  page,
}) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ id: '/', start_url: '/', display: 'standalone' });
  expect(manifest.description.length).toBeGreaterThan(20);
  const screenshots = manifest.screenshots as { src: string; sizes: string; form_factor: string }[];
  expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'narrow', 'wide']);
  for (const shot of screenshots) {
    const response = await page.request.get(shot.src);
    expect(response.status(), shot.src).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    const png = await response.body();
    // A PNG's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes);
  }
});
