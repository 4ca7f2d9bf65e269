import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { cameraScript, paintScene } from './camera-scene';

let clientNumber = 0;

/** Each test browses from an address of its own, so per-address limits stay per test. */
function freshAddress(): string {
  clientNumber += 1;
  return `10.${process.pid % 250}.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`;
}

export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': freshAddress() });
  },
  // Every page's camera films a fresh photo-like scene (filmDrawnPicture).
  context: async ({ context }, use) => {
    await context.addInitScript({ content: cameraScript(paintScene.toString()) });
    await use(context);
  },
});

export { expect };

/**
 * A text as read, its narrow and no-break spaces (French typography, decision 0024) made
 * plain: for texts the locators do not normalise (dialogs, e-mails, push payloads).
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

export function newCustomer() {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Client ${id}`,
    email: `client-${id}@exemple.ch`,
    password: `mdp-${id}`,
    station: 'Cernier II',
  };
}

/** Registers through the form, as a new customer would, and waits for the home screen. */
export async function registerThroughForm(page: Page, customer = newCustomer()) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Pas de compte ? S’inscrire' }).click();
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await page.getByLabel('Nom complet').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(customer.password);
  await page.getByLabel('Station préférée').selectOption(customer.station);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();
  return customer;
}

/**
 * A new member, signed in without the form (the Epic Stack's login fixture): registered
 * through the API from the page's own context (its cookie jar and address), then on the
 * home screen. The form itself is tested once, in auth.spec.ts.
 */
export async function login(page: Page, customer = newCustomer()) {
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: customer.email,
      password: customer.password,
      name: customer.name,
      favorite_station: customer.station,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/');
  await expect(page.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();
  return customer;
}

/** A fresh photo-like scene painted in the page, as a data URL (photos and screenshots). */
export function drawnPicture(page: Page, width = 640, height = 480, type = 'image/jpeg') {
  // A string, not a function: the painter goes with it, and the page's CSP forbids eval.
  return page.evaluate<string>(
    `(${paintScene.toString()})(${width}, ${height}).toDataURL(${JSON.stringify(type)}, 0.9)`,
  );
}

/** Validates a wash through the API from the page's session, with a fresh painted photo. */
export async function postWashFromPage(page: Page, station = 'Cernier I') {
  return page.request.post('/api/washes', {
    data: { wash_type: 'standard', station, photo_data: await drawnPicture(page) },
  });
}

/**
 * A new member signed in with one wash, as a customer's phone meets the app after its first
 * visit; their session saved for new browser contexts. Returns the saved state's path.
 */
export async function memberWithOneWash(page: Page, statePath: string) {
  const customer = await login(page, newCustomer());
  const wash = await postWashFromPage(page, customer.station);
  expect(wash.status()).toBe(201);
  await page.context().storageState({ path: statePath });
  return statePath;
}

/**
 * Gives the page a camera of its own that films a fresh painted scene: Chromium's fake
 * device films a flat drawing, the same for every test, which the server refuses (no
 * texture) or its duplicate check would after another journey's wash.
 */
export async function filmDrawnPicture(page: Page) {
  await page.addInitScript({ content: cameraScript(paintScene.toString()) });
}

/** Signs the operator (ADMIN_EMAIL of the test server) in through the form. */
export async function loginAsOperator(
  page: Page,
  operator = { email: 'admin-e2e@exemple.ch', password: 'admin-e2e-secret' },
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('link', { name: /^Exploitant\b/ })).toBeVisible();
}

/** WCAG A/AA rules (contrast, labels, names, roles) on what the page shows now. */
export async function expectNoViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, screen).toEqual([]);
}
