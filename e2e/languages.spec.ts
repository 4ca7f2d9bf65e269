import fs from 'node:fs';
import path from 'node:path';
import { expect, expectNoViolations, filmDrawnPicture, newCustomer, test } from './fixtures';
import type { Page, Route } from '@playwright/test';

test.describe('a Portuguese-speaking customer', () => {
  test.use({ locale: 'pt-PT' });

  test('registers, validates a wash, reads the notifications and chats in Portuguese', async ({
    page,
    context,
  }) => {
    // A registration, a wash with the camera, the bell and the chat: 28–29 s in CI runs.
    test.setTimeout(60_000);
    await context.grantPermissions(['camera']);
    await filmDrawnPicture(page);
    const customer = newCustomer();
    // The browser speaks Portuguese: the sign-in screen does too, <html lang> with it.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await page.getByRole('button', { name: 'Não tem conta? Registe-se' }).click();
    await page.getByLabel('Nome completo').fill(customer.name);
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(customer.password);
    await page.getByLabel('Estação preferida').selectOption(customer.station);
    await page.getByRole('button', { name: 'Criar a minha conta' }).click();
    await expect(page.getByText(`Olá, ${customer.name}!`)).toBeVisible();
    await expect(page.getByText('3 lavagens restantes de 3')).toBeVisible();
    // The language went with the registration: the account keeps it.
    expect((await (await page.request.get('/api/auth/me')).json()).locale).toBe('pt-PT');

    await page.getByRole('link', { name: 'VALIDAR UMA LAVAGEM', exact: true }).click();
    await page.getByText('Saint-Blaise').click();
    await page.getByRole('button', { name: 'Abrir a câmara' }).click();
    await page.getByRole('button', { name: 'Tirar a fotografia' }).click();
    await page.getByRole('button', { name: 'Validar a minha lavagem' }).click();
    await expect(page.getByRole('heading', { name: 'Lavagem validada!' })).toBeVisible();
    await expect(page.getByText('+15 pontos')).toBeVisible();
    await expect(page.getByText('Ainda pode fazer 2 lavagens hoje')).toBeVisible();

    // The first-wash badge's notification was written in Portuguese, for the bell and push.
    await page.goto('/');
    await page.getByRole('button', { name: /^Notificações \(\d+ por ler\)$/ }).click();
    await expect(page.getByText('Novo emblema desbloqueado 🏅').first()).toBeVisible();

    await page.goto('/viral-features?tab=chat');
    const composer = page.getByRole('textbox', { name: 'A sua mensagem' });
    await composer.fill('Olá a todos');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: 'Olá a todos' })).toBeVisible();
    // A refusal from the server comes back in Portuguese too.
    const refused = await page.request.put('/api/users/profile', { data: { pseudo: 'a' } });
    expect((await refused.json()).detail).toBe('O pseudónimo deve ter 2 a 20 letras ou algarismos');
  });
});

test('the language switch on the sign-in screen and in the profile, kept on the account', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('de-CH');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  // The choice stays on this device.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  const customer = newCustomer();
  await page.getByRole('button', { name: 'Noch kein Konto? Registrieren' }).click();
  await page.getByLabel('Vor- und Nachname').fill(customer.name);
  await page.getByLabel('E-Mail').fill(customer.email);
  await page.getByLabel('Passwort', { exact: true }).fill(customer.password);
  await page.getByLabel('Lieblingsstation').selectOption(customer.station);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText(`Hallo, ${customer.name}!`)).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  // Numbers as English (Swiss) writes them, in the texts too.
  await expect(page.getByText("Reach 1'000 points", { exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).locale).toBe('en');
  // Another device of the member's opens in English: the account decides.
  await page.evaluate(() => localStorage.removeItem('locale'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr-CH');
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
});

test.describe('a member who never chose a language', () => {
  test.use({ locale: 'en' });

  test('keeps the one their device shows, so the server writes to them in it too', async ({ page }) => {
    // An account made without a language (as before the languages, or through the API).
    const customer = newCustomer();
    const registered = await page.request.post('/api/auth/register', {
      data: { ...customer, favorite_station: 'Cernier I' },
    });
    expect(registered.status()).toBe(201);
    expect((await (await page.request.get('/api/auth/me')).json()).locale).toBeNull();
    await page.goto('/');
    await expect(page.getByText(`Hello, ${customer.name}!`)).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).locale).toBe('en');
  });
});

/**
 * German stretched by 40 % (each word lengthened, as compound words are): served in place
 * of the real German catalogs, so the production build is the one tested.
 */
function stretch(text: string): string {
  return text.replace(/\p{L}{3,}/gu, (word) => word + word.slice(0, Math.ceil(word.length * 0.4)));
}
function stretchCompiled(node: unknown): unknown {
  if (typeof node === 'string') return stretch(node);
  if (Array.isArray(node))
    // A compiled token [name, type, choices] keeps its name and type; its choices stretch.
    return node.map((item) =>
      Array.isArray(item) ? [item[0], item[1], ...item.slice(2).map(stretchChoices)] : stretchCompiled(item),
    );
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, stretchCompiled(value)]));
  return node;
}
function stretchChoices(choices: unknown): unknown {
  if (!choices || typeof choices !== 'object' || Array.isArray(choices)) return choices;
  return Object.fromEntries(Object.entries(choices).map(([key, value]) => [key, stretchCompiled(value)]));
}
async function servePseudoGerman(page: Page) {
  await page.route(/\/assets\/de-CH-[\w-]+\.js$/, async (route: Route) => {
    const response = await route.fetch();
    const source = await response.text();
    // The build writes the catalog as JSON.parse(<string literal>): the literal is evaluated.
    const match = /JSON\.parse\((`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\)/.exec(source);
    if (!match) throw new Error('the German catalog chunk changed shape');
    const json = new Function(`return ${match[1]}`)() as string;
    const catalog = JSON.parse(json) as { tree: unknown; messages: Record<string, unknown> };
    const stretched = {
      ...catalog,
      tree: stretchCompiled(catalog.tree),
      messages: stretchCompiled(catalog.messages),
    };
    const body = source.replace(match[0], `JSON.parse(${JSON.stringify(JSON.stringify(stretched))})`);
    await route.fulfill({ response, body });
  });
}

/** Nothing wider than the screen, and no button or link that cuts its own text. */
async function expectNoOverflow(page: Page, screen: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`page ${document.documentElement.scrollWidth}px wide`);
      // Name the widest culprit: the deepest element that reaches past the screen.
      const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) => element.getBoundingClientRect().right > width + 1 && element.children.length === 0,
      );
      for (const element of wide.slice(0, 3))
        found.push(
          `wide: <${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent?.trim().slice(0, 30)}`,
        );
    }
    for (const element of document.querySelectorAll<HTMLElement>('button, a, [role="tab"], label, h1, h2')) {
      const box = element.getBoundingClientRect();
      // Hidden, or visually hidden on purpose (a screen reader's label).
      if (box.width <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      // A strip that scrolls sideways (the badge filters) shows the rest by scrolling.
      let scroller = element.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (box.right > width + 1 && !scroller)
        found.push(`outside: ${element.textContent?.trim().slice(0, 40)}`);
      // A control cut short; a heading may end a member's long name with an ellipsis.
      const control = element.matches('button, a, [role="tab"]');
      if (
        control &&
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflowX !== 'visible'
      )
        found.push(`cut: ${element.textContent?.trim().slice(0, 40)}`);
    }
    return found;
  });
  expect(problems, screen).toEqual([]);
}

test.describe('German stretched by 40 %', () => {
  // The page's own requests only: a service worker would answer from its cache.
  test.use({ locale: 'de-CH', serviceWorkers: 'block' });

  test('renders the main screens at 360 px without overflow or cut buttons', async ({ page }) => {
    test.setTimeout(90_000);
    await servePseudoGerman(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: stretch('Anmelden') })).toBeVisible();
    await expectNoOverflow(page, 'login');
    await page.getByRole('button', { name: stretch('Noch kein Konto? Registrieren') }).click();
    await expectNoOverflow(page, 'register');
    const registered = await page.request.post('/api/auth/register', {
      data: { ...newCustomer(), favorite_station: 'Cernier I', locale: 'de-CH' },
    });
    expect(registered.status()).toBe(201);
    for (const [path, ready] of [
      ['/', stretch('Wäsche bestätigen')],
      ['/add-wash', stretch('Foto Ihres Autos')],
      ['/leaderboard', stretch('Rangliste')],
      ['/profile', stretch('Bearbeiten')],
      ['/levels', stretch('Die 100 Level')],
      ['/viral-features?tab=chat', stretch('Ihre Nachricht')],
      ['/badges', stretch('Meine Abzeichen')],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(ready).filter({ visible: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page, path);
    }
    await page.goto('/');
    await page.getByRole('button', { name: stretch('Menü öffnen') }).click();
    await expectNoOverflow(page, 'drawer');
  });
});

for (const locale of ['de-CH', 'pt-PT', 'en'] as const) {
  test.describe(`axe in ${locale}`, () => {
    test.use({ locale });
    test(`the sign-in screen and the home screen meet WCAG 2.1 AA in ${locale}`, async ({ page }) => {
      // Four screens audited one after another: ~30 s on a busy two-core machine.
      test.setTimeout(60_000);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoViolations(page, `login ${locale}`);
      const registered = await page.request.post('/api/auth/register', {
        data: { ...newCustomer(), favorite_station: 'Cernier I', locale },
      });
      expect(registered.status()).toBe(201);
      for (const path of ['/', '/profile', '/viral-features?tab=chat']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page, `${path} ${locale}`);
      }
    });
  });
}

test.describe('a German-speaking operator', () => {
  test.use({ locale: 'de-CH' });

  test('runs /admin in German, with the server’s answers in German too', async ({ page }) => {
    // The operator's browser speaks German; the shared operator account keeps no choice.
    await page.goto('/login');
    await page.getByLabel('E-Mail').fill('admin-e2e@exemple.ch');
    await page.getByLabel('Passwort', { exact: true }).fill('admin-e2e-secret');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('link', { name: /^Exploitant\b/ })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Statistik', selected: true })).toBeVisible();
    await expectNoViolations(page, 'admin de-CH');
    await page.getByRole('tab', { name: 'Benutzer' }).click();
    await expect(page.getByLabel('Suchen (Name, Pseudonym, E-Mail)')).toBeVisible();
    await page.getByRole('tab', { name: 'Journal' }).click();
    await expect(page.getByRole('option', { name: 'Alle Aktionen' })).toBeAttached();
    await page.getByRole('tab', { name: 'Ankündigungen' }).click();
    await expect(page.getByText('In anderen Sprachen (optional)')).toBeVisible();
    // The app sends its language with every call (Playwright's own requests do not).
    const refused = await page.request.post('/api/admin/users/00000000-0000-4000-8000-000000000000/points', {
      data: { delta: 5, reason: 'Test' },
      headers: { 'accept-language': 'de-CH' },
    });
    expect((await refused.json()).detail).toBe('Benutzer nicht gefunden');
    // The shared operator account did not take this device's language.
    expect((await (await page.request.get('/api/auth/me')).json()).locale).toBeNull();
  });
});

test('the service worker keeps the visitor’s language only, and fetches another when the member switches', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The build's German catalog files, as the service worker's list names them.
  const germanFiles = fs
    .readdirSync(path.join(import.meta.dirname, '../apps/web/dist/assets'))
    .filter((file) => /^de-CH-[\w-]+\.js$/.test(file)).length;
  expect(germanFiles).toBeGreaterThan(0);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active != null);
  const keptFiles = () =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const files: string[] = [];
      for (const name of names.filter((key) => key.startsWith('eclat-assets-')))
        for (const request of await (await caches.open(name)).keys())
          files.push(new URL(request.url).pathname);
      return files;
    });
  // Installed for a French visitor: French catalogs, none of the other 21 language files.
  await expect
    .poll(async () => (await keptFiles()).filter((file) => /\/fr-CH-/.test(file)).length)
    .toBeGreaterThan(0);
  expect((await keptFiles()).filter((file) => /\/(de-CH|pt-PT|en)-[\w-]+\.js$/.test(file))).toEqual([]);
  // The member switches to German: every German catalog is kept for an offline start.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('de-CH');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect
    .poll(async () => (await keptFiles()).filter((file) => /\/de-CH-[\w-]+\.js$/.test(file)).length)
    .toBe(germanFiles);
  expect((await keptFiles()).filter((file) => /\/(pt-PT|en)-[\w-]+\.js$/.test(file))).toEqual([]);
});
