import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

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
});

export { expect };

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

/** A fresh random drawing made in the page, as a data URL (photos and screenshots). */
export function drawnPicture(page: Page, width = 640, height = 480, type = 'image/jpeg') {
  return page.evaluate(
    ({ width, height, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      // Every rectangle at random: each call draws a different picture, so the server's
      // duplicate-photo check (which ignores colours and small shifts) never matches two.
      for (let i = 0; i < 160; i++) {
        context.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 60% ${20 + Math.floor(Math.random() * 60)}%)`;
        context.fillRect(
          Math.random() * width,
          Math.random() * height,
          20 + Math.random() * (width / 4),
          15 + Math.random() * (height / 4),
        );
      }
      return canvas.toDataURL(type, 0.9);
    },
    { width, height, type },
  );
}

/** Validates a wash through the API from the page's session, with a fresh drawn photo. */
export async function postWashFromPage(page: Page, station = 'Cernier I') {
  return page.request.post('/api/washes', {
    data: { wash_type: 'standard', station, photo_data: await drawnPicture(page) },
  });
}

/**
 * Gives the page a camera of its own that films a fresh random drawing: Chromium's fake
 * device films the same picture for every test, which the server's duplicate check would
 * refuse after another journey's wash.
 */
export async function filmDrawnPicture(page: Page) {
  await page.addInitScript(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context2d = canvas.getContext('2d') as CanvasRenderingContext2D;
    context2d.fillStyle = '#ffffff';
    context2d.fillRect(0, 0, 640, 480);
    for (let i = 0; i < 160; i += 1) {
      context2d.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 60% ${20 + Math.floor(Math.random() * 60)}%)`;
      context2d.fillRect(
        Math.random() * 640,
        Math.random() * 480,
        20 + Math.random() * 160,
        15 + Math.random() * 120,
      );
    }
    // A canvas stream sends frames only when the canvas is painted: one pixel, over and over.
    let tick = 0;
    setInterval(() => {
      context2d.fillStyle = tick++ % 2 ? '#fefefe' : '#fdfdfd';
      context2d.fillRect(0, 0, 1, 1);
    }, 50);
    navigator.mediaDevices.getUserMedia = async () => canvas.captureStream(10);
  });
}

/** Signs the operator (ADMIN_EMAIL of the test server) in through the form. */
export async function loginAsOperator(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin-e2e@exemple.ch');
  await page.getByLabel('Mot de passe', { exact: true }).fill('admin-e2e-secret');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('link', { name: 'Admin' }).first()).toBeVisible();
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
