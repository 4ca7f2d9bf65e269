import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';

test('a new customer joins with Google in two taps, and comes back to the same account', async ({ page }) => {
  // Two trips through the provider's pages: 25–27 s in CI runs.
  test.setTimeout(60_000);
  const login = `g${randomBytes(3).toString('hex')}`;
  const signIn = async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continuer avec Google' }).click();
    // The provider's own pages (a local OpenID provider in the tests).
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('peu-importe');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: `Bonjour, Client ${login} !` })).toBeVisible();
  };
  await signIn();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page.getByTestId('sign-in-methods')).toHaveText('Connexion : Google');
  await expect(page.getByRole('button', { name: 'Définir un mot de passe' })).toBeVisible();

  const first = (await (await page.request.get('/api/auth/me')).json()) as { id: string; email: string };
  expect(first.email).toBe(`${login}@exemple.ch`);
  await page.context().clearCookies();
  await signIn();
  const second = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  expect(second.id).toBe(first.id);
});

test('the login screen explains a failed provider sign-in', async ({ page }) => {
  await page.goto('/login?error=email_unverified');
  await expect(page.getByRole('alert')).toContainText('Un compte existe déjà avec cette adresse');
  await expect(page.getByRole('link', { name: 'Continuer avec Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuer avec Apple' })).toHaveCount(0);
});
