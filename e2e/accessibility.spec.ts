import type { Locator, Page } from '@playwright/test';
import { expect, expectNoViolations, login, test } from './fixtures';

test('the main screens meet WCAG 2.1 AA at 360 px', async ({ page }) => {
  // Eleven screens, each loaded and analysed by axe: longer than one journey.
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await expectNoViolations(page, 'login');
  await page.goto('/levels');
  await expect(page.getByRole('heading', { name: 'Les 100 niveaux' })).toBeVisible();
  await expectNoViolations(page, 'levels');
  for (const [path, heading] of [
    ['/mot-de-passe-oublie', 'Mot de passe oublié'],
    ['/reinitialiser-mot-de-passe#token=x', 'Nouveau mot de passe'],
    ['/conditions', 'Conditions d’utilisation'],
    ['/confidentialite', 'Politique de confidentialité'],
    ['/station-display', 'Appairer cet écran'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  }

  await login(page);
  await expect(page.getByText('3 lavages restants sur 3')).toBeVisible();
  await expectNoViolations(page, 'dashboard');
  for (const [path, ready] of [
    ['/add-wash', page.getByRole('heading', { name: 'Valider un lavage' })],
    ['/leaderboard', page.getByRole('heading', { name: 'Classement' })],
    ['/profile', page.getByRole('button', { name: 'Modifier' })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expectNoViolations(page, 'drawer');
});

test('the community screens meet WCAG 2.1 AA at 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  for (const [path, ready] of [
    ['/reviews', page.getByRole('heading', { name: 'Avis Google' })],
    ['/photos', page.getByRole('heading', { name: 'Galerie de la communauté' })],
    ['/viral-features', page.getByText('Série actuelle')],
    ['/viral-features?tab=rewards', page.getByRole('article').first()],
    ['/viral-features?tab=referral', page.getByRole('heading', { name: 'Votre code de parrainage' })],
    ['/viral-features?tab=ranking', page.getByText('Votre position')],
    ['/viral-features?tab=network', page.getByRole('tab', { name: 'Instagram' })],
    ['/viral-features?tab=chat', page.getByRole('textbox', { name: 'Votre message' })],
    ['/badges', page.getByTestId('badge-first_wash')],
    ['/challenges', page.getByRole('button', { name: 'Démarrer' })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expectNoViolations(page, path);
  }
});

/** The operator signs in and checks each tab of /admin, one screen after another. */
async function expectAdminTabsAccessible(page: Page, tabs: readonly (readonly [string, Locator])[]) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin-e2e@exemple.ch');
  await page.getByLabel('Mot de passe', { exact: true }).fill('admin-e2e-secret');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('link', { name: /^Exploitant\b/ })).toBeVisible();
  for (const [tab, ready] of tabs) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(ready).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, `/admin?tab=${tab}`);
  }
}

// Eleven admin screens in two halves, so that a slow CI machine runs them side by side.
test('the admin area meets WCAG 2.1 AA at 360 px: figures, moderation, members', async ({ page }) => {
  test.setTimeout(120_000);
  await expectAdminTabsAccessible(page, [
    // The loyalty figures' cohort grid comes last: its colours are checked too.
    ['stats', page.getByRole('table', { name: 'Cohortes mensuelles' })],
    ['reviews', page.getByRole('tab', { name: /^Avis/, selected: true })],
    ['photos', page.getByRole('tab', { name: 'Photos', selected: true })],
    ['chat', page.getByRole('tab', { name: 'Chat', selected: true })],
    ['users', page.getByRole('form', { name: 'Créer un utilisateur' })],
    ['journal', page.getByLabel('Action')],
  ]);
});

test('the admin area meets WCAG 2.1 AA at 360 px: settings and checks', async ({ page }) => {
  test.setTimeout(120_000);
  await expectAdminTabsAccessible(page, [
    ['settings', page.getByRole('button', { name: 'Enregistrer les stations' })],
    ['settings&section=scale', page.getByRole('button', { name: 'Enregistrer le barème' })],
    ['settings&section=chat', page.getByRole('button', { name: 'Enregistrer le chat et la galerie' })],
    ['settings&section=backups', page.getByText(/Sauvegardes automatiques désactivées/)],
    ['verify', page.getByRole('tab', { name: /^À vérifier/, selected: true })],
  ]);
});
