import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import {
  addDays,
  daysBetween,
  zurichDay,
  zurichInstant,
  zurichWeekStart,
} from '../packages/shared/src/domain/zurich-time';
import { drawnPicture, expect, expectNoViolations, loginAsOperator, test } from './fixtures';
import { freePort, startOwnServer, stopProcess } from './server-process';

// Issue 33's journey in Chromium: the operator writes the German text of « Série en danger »;
// a German member with a 3-week streak reads it in the bell on Saturday at 10:00 (the
// server's clock moved by FAKE_NOW at a restart, as the contract says), turns streak
// reminders off and hears nothing the next Saturday; the operator reads « Relances ».
// This journey owns its server (its own data): the clock moves for it alone.

const ADMIN = { email: 'admin-journeys@exemple.ch', password: 'admin-journeys-secret' };
const MEMBER = { email: 'hans-journeys@exemple.ch', password: 'motdepasse-hans', name: 'Hans Muster' };

/** A context signed in as the member (a new session at each server clock). */
async function memberContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-CH',
    viewport: { width: 360, height: 740 },
  });
  const login = await context.request.post('/api/auth/login', {
    data: { email: MEMBER.email, password: MEMBER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

test('the operator’s German streak-at-risk text reaches a German member on Saturday at 10:00, and stops when turned off', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The last Saturday (today if it is one), 10:00 in Zurich, and the three weeks before it.
  // Zurich's weekday, not UTC's: between 23:00 and midnight UTC on a Sunday it is Monday in
  // Zurich, and a Saturday taken from UTC's day would lie ahead of the browser's clock, which
  // dates the statistics' default period.
  const today = new Date();
  const monday = zurichWeekStart(today);
  const weekend = daysBetween(monday, zurichDay(today)) >= 5;
  const saturday = addDays(monday, weekend ? 5 : -2);
  const week = zurichWeekStart(zurichInstant(saturday, 12 * 60));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lavage-journeys-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const at = async (instant: Date) => {
    if (server) await stopProcess(server);
    server = await startOwnServer({ port, dataDir, admin: ADMIN, fakeNow: instant });
  };
  try {
    // Three Tuesdays of washes: a 3-week streak that ends with last week.
    for (const [index, weeksBack] of [3, 2, 1].entries()) {
      await at(zurichInstant(addDays(week, 1 - 7 * weeksBack), 11 * 60));
      if (index === 0) {
        const register = await (
          await browser.newContext({ baseURL })
        ).request.post('/api/auth/register', {
          data: { ...MEMBER, favorite_station: 'Cernier I', locale: 'de-CH' },
        });
        expect(register.status(), await register.text()).toBe(201);
      }
      const context = await memberContext(browser, baseURL);
      const page = await context.newPage();
      await page.goto('/');
      const wash = await page.request.post('/api/washes', {
        data: { wash_type: 'standard', station: 'Cernier I', photo_data: await drawnPicture(page) },
      });
      expect(wash.status(), await wash.text()).toBe(201);
      await context.close();
    }

    // Friday: the operator turns the journey on and writes its German text.
    await at(zurichInstant(addDays(week, 4), 15 * 60));
    const operatorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const operator = await operatorContext.newPage();
    await loginAsOperator(operator, ADMIN);
    await operator.goto('/admin?tab=journeys');
    const journey = operator.getByRole('region', { name: 'Série en danger' });
    await journey.getByLabel('Active').check();
    await journey.getByLabel('Groupe témoin (%)').fill('0');
    await journey.getByLabel('Langue du texte').selectOption('de-CH');
    await journey.getByLabel('Titre (Deutsch)').fill('Achtung, {name}!');
    await journey.getByLabel('Texte (Deutsch)').fill('Ihre Serie von {weeks} Wochen endet am Sonntagabend.');
    await expect(journey.getByRole('region', { name: 'Aperçu (Deutsch)' })).toContainText(
      'Ihre Serie von 3 Wochen endet am Sonntagabend.',
    );
    await expectNoViolations(operator, 'Relances');
    await journey.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(journey.getByText('Relance enregistrée.')).toBeVisible();
    // No joker at 4 weeks for this journey: a joker would keep the streak safe (and quiet).
    await operator.goto('/admin?tab=settings&section=scale');
    const scale = operator.getByRole('region', { name: 'Barème des points' });
    await scale.getByLabel('Semaines de série pour gagner un joker (0 : jamais)').fill('0');
    await scale.getByRole('button', { name: 'Enregistrer le barème' }).click();
    await expect(scale.getByText('Barème enregistré : il s’applique dès maintenant.')).toBeVisible();
    await operatorContext.close();

    // Saturday 10:00: within 90 s, in the bell, in German.
    await at(zurichInstant(saturday, 10 * 60));
    const context = await memberContext(browser, baseURL);
    const member = await context.newPage();
    await member.goto('/');
    const panel = member.getByRole('region', { name: 'Mitteilungen', exact: true });
    await expect(async () => {
      await member.reload();
      await member.getByRole('button', { name: /^Mitteilungen/ }).click({ timeout: 2000 });
      await expect(panel.getByText('Achtung, Hans!')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 90_000 });
    await expect(panel.getByText('Ihre Serie von 3 Wochen endet am Sonntagabend.')).toBeVisible();

    // The member washes, then turns streak reminders off.
    const wash = await member.request.post('/api/washes', {
      data: { wash_type: 'standard', station: 'Cernier I', photo_data: await drawnPicture(member) },
    });
    expect(wash.status()).toBe(201);
    await member.goto('/profile');
    const reminders = member.getByRole('region', { name: 'Erinnerungen und E-Mails' });
    await reminders.getByLabel('Serien-Erinnerungen').uncheck();
    await expect(reminders.getByRole('status')).toHaveText('Gespeichert');
    await expectNoViolations(member, 'Profil with the reminders (de-CH)');
    await context.close();

    // Next Saturday: a 4-week streak at risk again, but nothing comes.
    await at(zurichInstant(addDays(saturday, 7), 10 * 60));
    const next = await memberContext(browser, baseURL);
    const again = await next.newPage();
    await again.goto('/');
    await again.waitForTimeout(5000);
    const notes = await (await again.request.get('/api/viral/notifications')).json();
    expect(
      notes.notifications.filter((note: { type: string; created_at: string }) => note.type === 'reminder'),
    ).toHaveLength(1);
    await next.close();

    // The operator reads « Relances » (one sent, no control yet) and « Fidélité ».
    const readerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const reader = await readerContext.newPage();
    await loginAsOperator(reader, ADMIN);
    await reader.goto('/admin');
    const stats = reader.getByRole('region', { name: 'Relances' });
    const row = stats.getByRole('row', { name: /Série en danger/ });
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
    await expect(reader.getByRole('table', { name: 'Cohortes mensuelles' })).toBeVisible();
    await expectNoViolations(reader, 'Statistiques with Relances');
    await readerContext.close();
  } finally {
    if (server) await stopProcess(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
