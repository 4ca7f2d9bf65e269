import { readFileSync } from 'node:fs';
import { expect, login, newCustomer, registerThroughForm, test } from './fixtures';

const release = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

test('a new customer registers, stays signed in across a reload, and logs out', async ({ page }) => {
  const customer = await registerThroughForm(page);
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  await expect(page.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();
  await expect(page.getByText('Niv. 1 · Rookie · 0 pts').first()).toBeVisible();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation principale' });
  await expect(drawer.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  // The release of the build (the root package.json's version).
  await expect(drawer.getByText(`v${release}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a returning customer signs in; the button shows "Connexion..." meanwhile', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  const created = await request.post('/api/auth/register', {
    data: {
      email: customer.email,
      password: customer.password,
      name: customer.name,
      favorite_station: customer.station,
    },
  });
  expect(created.status()).toBe(201);

  // The sign-in answer is held a moment, so the waiting state is there to be seen (a fast
  // answer once replaced it before the check looked).
  await page.route('**/api/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Connexion...' })).toBeDisabled();
  await expect(page.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();
  // History was replaced: going back does not return to the login screen.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a wrong password shows the server’s detail in the red box', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('inconnu@exemple.ch');
  await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mdp');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Email ou mot de passe incorrect');
  await expect(alert).toHaveClass(/bg-red-50/);
  await expect(page).toHaveURL(/\/login$/);
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Mot de passe', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the registration form offers the three stations after "Choisir une station"', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Pas de compte ? S’inscrire' }).click();
  await expect(page.getByLabel('Station préférée').locator('option')).toHaveText([
    'Choisir une station',
    'Cernier I',
    'Cernier II',
    'Saint-Blaise',
  ]);
  await expect(page.getByText('3 stations • 100 niveaux • Points bonus')).toBeVisible();
  await page.getByRole('button', { name: 'Déjà un compte ? Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
});

test('a visitor is sent to /login from protected routes', async ({ page }) => {
  for (const path of ['/', '/leaderboard', '/badges', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('an invalid session id in the URL hash is cleared and leads to /login', async ({ page }) => {
  await page.goto('/#session_id=inconnu');
  await expect(page).toHaveURL(/\/login$/);
  expect(new URL(page.url()).hash).toBe('');
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/cette-page-nexiste-pas');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/dashboard redirects to the home screen', async ({ page }) => {
  const customer = await login(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();
});

test('the mobile drawer navigates and closes, also with Escape', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation principale' });
  for (const name of ['Accueil', 'Classement', 'Valider', 'Avis (Google)', 'Photos', 'Défis', 'Profil']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await drawer.getByRole('link', { name: 'Classement' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
});
