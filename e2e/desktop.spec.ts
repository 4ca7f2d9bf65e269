import { expect, login, test } from './fixtures';

test('the desktop bar shows the links, the user summary and logout', async ({ page }) => {
  const customer = await login(page);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const name of ['Accueil', 'Classement', 'Valider', 'Avis (Google)', 'Photos', 'Défis']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByText(customer.name).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Classement' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an administrator sees the Admin link', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin-e2e@exemple.ch');
  await page.getByLabel('Mot de passe', { exact: true }).fill('admin-e2e-secret');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
});
