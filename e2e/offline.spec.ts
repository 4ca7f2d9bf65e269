import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/** Past the first refetch of the kept copy, and its retries, failing offline (about 3.5 s). */
const AFTER_FAILED_REFETCH_MS = 6000;

/** The frame of the signed-in app: the header and its menu, no full-screen offline page. */
async function expectTheFrame(page: Page) {
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  await expect(
    page.getByText('Vous êtes hors ligne. Les données affichées peuvent ne pas être à jour.'),
  ).toHaveCount(1);
}

test('offline, a reload keeps the app: the frame and points, the add-wash screen, the board, and a display’s QR', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const customer = await login(page);
  await expect(page.getByText('3 lavages restants sur 3')).toBeVisible();
  // The service worker holds the shell (after a reload it controls the page); the query
  // cache is written within a second. On a busy machine its precaching takes a while: the
  // reload waits for it to be active, or the reloaded page would stay uncontrolled.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  // Home: the member's data stays, including after the kept copy's refetch has failed.
  await page.reload();
  await expect(page.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();
  await page.waitForTimeout(AFTER_FAILED_REFETCH_MS);
  await expect(page.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();
  await expect(page.getByText('Niveau 1 · Rookie')).toBeVisible();
  await expectTheFrame(page);

  // The add-wash screen, which keeps a wash for later.
  await page.goto('/add-wash');
  await page.waitForTimeout(AFTER_FAILED_REFETCH_MS);
  await expect(page.getByRole('heading', { name: 'Valider un lavage' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir la caméra' })).toBeVisible();
  await expectTheFrame(page);

  // A board never loaded on this phone says so, instead of loading forever.
  await page.goto('/leaderboard');
  await page.waitForTimeout(AFTER_FAILED_REFETCH_MS);
  await expect(page.getByRole('heading', { name: 'Classement' })).toBeVisible();
  await expect(
    page.getByText('Hors ligne : ces données n’ont pas encore été chargées sur ce téléphone.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('Chargement...')).toHaveCount(0);
  await expectTheFrame(page);

  // The display's QR opens the app at the bay: its token waits with the photo. (This
  // display does not exist: the server refuses the wash when the network returns.)
  const step = Math.floor(Date.now() / 30_000);
  await page.goto(`/add-wash?presence=${randomUUID()}.${step}.123456`);
  await expect(page.getByText('Code de l’écran reçu', { exact: true })).toBeVisible();
  await page.waitForTimeout(AFTER_FAILED_REFETCH_MS);
  await expect(page.getByText('Code de l’écran reçu', { exact: true })).toBeVisible();
  await expect(page.getByText('Ce code QR n’est pas celui d’un écran de station actif.')).toHaveCount(0);
  await page.getByText('Cernier I', { exact: true }).click();
  await expect(page.getByText('Code de l’écran reçu', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
  await page.getByRole('button', { name: 'Prendre la photo' }).click();
  await page.getByRole('button', { name: 'Valider mon lavage' }).click();
  await expect(
    page.getByText('Lavage enregistré : il sera validé dès que vous aurez du réseau.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  const waiting = page.getByRole('region', { name: 'Lavages en attente de réseau' });
  await expect(waiting).toBeVisible();

  // Back online, the wash goes and is refused: it leaves the waiting card, and the member
  // reads why.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const refused = page.getByRole('region', { name: 'Lavage refusé à l’envoi' });
  await expect(refused).toBeVisible({ timeout: 10_000 });
  await expect(waiting).toBeHidden();
  await expect(refused.getByText(/^Cernier I, .*\s: refusé$/)).toBeVisible();
  await refused.getByRole('button', { name: 'Retirer' }).click();
  await expect(refused).toBeHidden();
});
