import type { Page } from '@playwright/test';
import { expect, loginAsOperator, newCustomer, postWashFromPage, test } from './fixtures';

/**
 * Every word of every button, tab and badge (the app's pills are rounded-full) on one line:
 * a word may break only when it is wider than the screen itself (issue 32).
 */
async function expectWholeWords(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  const split = await page.evaluate(() => {
    const found: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="tab"], a.btn-primary, a.btn-secondary, .rounded-full',
    );
    for (const control of controls) {
      if (control.getBoundingClientRect().width <= 1 || getComputedStyle(control).visibility === 'hidden')
        continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (lines.size > 1 && width < screenWidth - 32)
            found.push(`« ${word[0]} » in « ${control.textContent?.trim().slice(0, 40)} »`);
        }
      }
    }
    return found;
  });
  expect(split, screen).toEqual([]);
}

/** French words German never uses: one of them on a German screen is a text left untranslated. */
const FRENCH_WORDS =
  /(^|[\s(«"'])(à|vous|votre|vos|avec|pour|les|une|sur|dans|est|pas|aujourd’hui)(?=[\s,.!?:;)»"']|$)/i;

async function expectNoFrench(page: Page, screen: string) {
  const text = await page.locator('body').innerText();
  const line = text.split('\n').find((candidate) => FRENCH_WORDS.test(candidate));
  expect(line ?? null, `${screen}: a French word on a German screen`).toBeNull();
}

const MEMBER_SCREENS = [
  ['/', 'VALIDER UN LAVAGE', 'WÄSCHE BESTÄTIGEN'],
  ['/add-wash', 'Ouvrir la caméra', 'Kamera öffnen'],
  ['/viral-features?tab=referral', 'Votre code de parrainage', 'Ihr Empfehlungscode'],
  ['/photos', 'Galerie de la communauté', 'Community-Galerie'],
  ['/profile', 'Modifier', 'Bearbeiten'],
  ['/leaderboard', 'Classement', 'Rangliste'],
  ['/badges', 'Mes badges', 'Meine Abzeichen'],
  ['/challenges', 'Défi Snake de la semaine', 'Snake-Challenge der Woche'],
] as const;

for (const locale of ['fr-CH', 'de-CH'] as const) {
  test.describe(`at 360 px in ${locale}`, () => {
    test.use({ locale });

    test(`no word of a button or badge is split on the member screens (${locale})${locale === 'de-CH' ? ', and no French word is left' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const customer = newCustomer();
      const registered = await page.request.post('/api/auth/register', {
        data: { ...customer, favorite_station: 'Cernier I', locale },
      });
      expect(registered.status()).toBe(201);
      // « Déjà utilisée aujourd’hui » beside the station's name on the add-wash screen.
      expect((await postWashFromPage(page, 'Cernier I')).status()).toBe(201);
      for (const [path, french, german] of MEMBER_SCREENS) {
        await page.goto(path);
        await expect(
          page
            .getByText(locale === 'fr-CH' ? french : german, { exact: false })
            .filter({ visible: true })
            .first(),
        ).toBeVisible();
        await expectWholeWords(page, `${locale} ${path}`);
        if (locale === 'de-CH') await expectNoFrench(page, path);
      }
    });
  });
}

const ADMIN_SCREENS = [
  ['settings', 'Stations & écrans', 'Stationen & Bildschirme'],
  ['settings&section=scale', 'Enregistrer le barème', 'Punkteskala'],
  ['settings&section=chat', 'Enregistrer le chat et la galerie', 'Chat und Galerie speichern'],
  ['chat', 'Chat', 'Chat'],
  ['users', 'Zone sensible', 'Sensibler Bereich'],
  ['verify', 'À vérifier', 'Zu prüfen'],
] as const;

for (const locale of ['fr-CH', 'de-CH'] as const) {
  test.describe(`the admin area in ${locale}`, () => {
    test.use({ locale });
    test(`no word of a button or badge is split in the admin area at 360 px (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // Through the API: the sign-in form speaks the browser's language.
      const signedIn = await page.request.post('/api/auth/login', {
        data: { email: 'admin-e2e@exemple.ch', password: 'admin-e2e-secret' },
      });
      expect(signedIn.status()).toBe(200);
      for (const [tab, french, german] of ADMIN_SCREENS) {
        await page.goto(`/admin?tab=${tab}`);
        await expect(
          page
            .getByText(locale === 'de-CH' ? german : french, { exact: false })
            .filter({ visible: true })
            .first(),
        ).toBeVisible();
        await expectWholeWords(page, `admin ${tab} (${locale})`);
      }
    });
  });
}

test('every admin tab is whole on a 1280 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsOperator(page);
  await page.goto('/admin');
  const row = page.getByRole('tablist', { name: 'Sections de l’administration' });
  const box = await row.boundingBox();
  for (const tab of await row.getByRole('tab').all()) {
    const own = await tab.boundingBox();
    expect(own && box && own.x >= box.x && own.x + own.width <= box.x + box.width + 0.5).toBe(true);
  }
  await expect(row.getByRole('tab', { name: 'Réglages' })).toBeInViewport({ ratio: 1 });
});
