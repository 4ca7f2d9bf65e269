import type { Page } from '@playwright/test';
import {
  expect,
  expectNoViolations,
  filmDrawnPicture,
  login,
  loginAsOperator,
  newCustomer,
  test,
} from './fixtures';

// The operator's levers on the points economy change what every wash pays: these journeys
// run in a project of their own, after every other journey (playwright.config.ts), and
// leave the spec's amounts behind them. They run one after another: each resets the scale.
test.describe.configure({ mode: 'default' });

/** A member's wash through the real add-wash screen, filmed by the page's own camera. */
async function washThroughScreen(page: Page, station: string) {
  await page.goto('/add-wash');
  await page.getByText(station, { exact: true }).click();
  await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
  await page.getByRole('button', { name: 'Prendre la photo' }).click();
  await expect(page.getByAltText('Photo capturée de votre voiture')).toBeVisible();
  await page.getByRole('button', { name: 'Valider mon lavage' }).click();
  await expect(page.getByRole('heading', { name: 'Lavage validé !' })).toBeVisible();
}

test('the operator sets the points scale and runs a campaign; a member’s washes pay them at once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAsOperator(page);
  await page.goto('/admin?tab=settings&section=scale');
  const scale = page.getByRole('region', { name: 'Barème des points' });
  await expect(scale.getByLabel('Lavage (points de base)')).toHaveValue('15');
  await scale.getByLabel('Lavage (points de base)').fill('40');
  // The preview follows the amounts as they are typed: a Tuesday noon wash, 3-day streak, level 5.
  await expect(
    scale.getByText('Lavage un mardi à midi, série de 3 jours, niveau 5 : 52 points'),
  ).toBeVisible();
  await scale.getByRole('button', { name: 'Enregistrer le barème' }).click();
  await expect(scale.getByText('Barème enregistré : il s’applique dès maintenant.')).toBeVisible();
  await expectNoViolations(page, 'Réglages with the points scale');

  // A member's next wash pays the new base (at the server's time: a Wednesday morning).
  const memberContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.98.7.1' },
    viewport: { width: 360, height: 740 },
  });
  await memberContext.grantPermissions(['camera']);
  const member = await memberContext.newPage();
  await filmDrawnPicture(member);
  await login(member);
  await washThroughScreen(member, 'Cernier I');
  await expect(member.getByText('+40 points')).toBeVisible();

  // A campaign: ×2 everywhere on Wednesdays (the server's day), for a week.
  await page.goto('/admin?tab=campaigns');
  const form = page.getByRole('region', { name: 'Nouvelle campagne' });
  await form.getByLabel('Nom (vu par les clients)').fill('Double e2e');
  await form.getByLabel('Multiplicateur (×1,1 à ×3)').fill('2');
  await form.getByRole('checkbox', { name: 'mercredi' }).check();
  // The server's clock runs behind (FAKE_NOW): a week from the browser's Zurich time is ahead of it.
  const end = await page.evaluate(() => {
    const pad = (value: number) => String(value).padStart(2, '0');
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    return `${inAWeek.getFullYear()}-${pad(inAWeek.getMonth() + 1)}-${pad(inAWeek.getDate())}T12:00`;
  });
  await form.getByLabel('Fin (heure de Zurich)').fill(end);
  await form.getByRole('button', { name: 'Créer la campagne' }).click();
  await expect(page.getByText('Campagne créée')).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: 'Double e2e' });
  await expect(listed.getByText('En cours')).toBeVisible();
  await expect(listed.getByText('×2')).toBeVisible();
  await expect(listed.getByText('mercredi', { exact: true })).toBeVisible();
  await expectNoViolations(page, 'Campagnes');

  // The member's home screen announces it; the next wash pays double and names it.
  await member.goto('/');
  const banner = member.getByRole('region', { name: 'Campagne en cours' });
  await expect(banner.getByText('Double e2e')).toBeVisible();
  await expect(banner.getByText('×2')).toBeVisible();
  await expect(banner).toContainText('dans toutes les stations · mercredi · jusqu’au');
  await washThroughScreen(member, 'Saint-Blaise');
  await expect(member.getByText('+80 points')).toBeVisible();
  await expect(member.getByText('Campagne en cours : Double e2e')).toBeVisible();
  await memberContext.close();

  // Back to the spec's amounts: the campaign stopped, the scale reset.
  page.once('dialog', (dialog) => void dialog.accept());
  await listed.getByRole('button', { name: 'Arrêter' }).click();
  await expect(page.getByText('Campagne arrêtée')).toBeVisible();
  await expect(listed.getByText('Terminée')).toBeVisible();
  await page.goto('/admin?tab=settings&section=scale');
  await scale.getByRole('button', { name: 'Revenir aux valeurs par défaut' }).click();
  await expect(scale.getByLabel('Lavage (points de base)')).toHaveValue('15');
  await scale.getByRole('button', { name: 'Enregistrer le barème' }).click();
  await expect(scale.getByText('Barème enregistré : il s’applique dès maintenant.')).toBeVisible();

  // The journal names each change.
  await page.goto('/admin?tab=journal');
  const journal = page.getByTestId('audit-entry');
  await expect(journal.filter({ hasText: 'Barème des points modifié' }).first()).toContainText(
    'Lavage (points de base)40 → 15',
  );
  await expect(journal.filter({ hasText: 'Campagne arrêtée' }).first()).toContainText('Double e2e');
});

test('the operator sends an announcement to a station’s regulars; it arrives in a regular’s bell', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const memberContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.98.7.2' },
    viewport: { width: 360, height: 740 },
  });
  const member = await memberContext.newPage();
  await login(member, { ...newCustomer(), station: 'Saint-Blaise' });

  await loginAsOperator(page);
  await page.goto('/admin?tab=announcements');
  const form = page.getByRole('region', { name: 'Nouvelle annonce' });
  await form.getByLabel('Titre', { exact: true }).fill('Lavage offert samedi');
  await form
    .getByLabel('Texte', { exact: true })
    .fill('Samedi, le prélavage est offert à Saint-Blaise. À bientôt !');
  await form.getByLabel('Lien dans l’application (facultatif)').selectOption({ label: 'Classement' });
  await form.getByLabel('Les habitués d’une station').check();
  await form.getByLabel('Station', { exact: true }).selectOption('Saint-Blaise');
  await expect(form.getByText(/^Touchera \d+ membres?/)).toBeVisible();
  await expect(form.getByRole('region', { name: 'Aperçu dans les notifications' })).toContainText(
    'Lavage offert samedi',
  );
  await expectNoViolations(page, 'Annonces');
  page.once('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: 'Envoyer l’annonce' }).click();
  await expect(
    page.getByText('Annonce envoyée : elle arrive dans les notifications des membres.'),
  ).toBeVisible();
  const sent = page.getByTestId('announcement').filter({ hasText: 'Lavage offert samedi' });
  await expect(sent.getByText('Envoyée', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(sent.getByText(/membres? atteints?/)).toBeVisible();

  // The regular's bell: the announcement, and its link into the app.
  await member.goto('/');
  await member.getByRole('button', { name: /^Notifications \(1 non lue\)/ }).click();
  await expect(member.getByText('Lavage offert samedi')).toBeVisible();
  await member.getByRole('link', { name: 'Voir : Lavage offert samedi' }).click();
  await expect(member).toHaveURL(/\/leaderboard$/);
  await memberContext.close();

  // The journal tells what it reached.
  await page.goto('/admin?tab=journal');
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Annonce envoyée ou programmée' }).first(),
  ).toContainText('Membres atteints');
});

test('the operator prices the streak joker; a member buys one with a wash’s points and keeps it offline', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAsOperator(page);
  await page.goto('/admin?tab=settings&section=scale');
  const scale = page.getByRole('region', { name: 'Barème des points' });
  await expect(scale.getByLabel('Prix d’un joker (0 : pas en vente)')).toHaveValue('100');
  await scale.getByLabel('Prix d’un joker (0 : pas en vente)').fill('10');
  await scale.getByRole('button', { name: 'Enregistrer le barème' }).click();
  await expect(scale.getByText('Barème enregistré : il s’applique dès maintenant.')).toBeVisible();

  const memberContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.98.7.3' },
    viewport: { width: 360, height: 740 },
  });
  await memberContext.grantPermissions(['camera']);
  const member = await memberContext.newPage();
  await filmDrawnPicture(member);
  await login(member);
  await washThroughScreen(member, 'Cernier II');
  await member.goto('/viral-features');
  const joker = member.getByRole('region', { name: 'Joker de série' });
  await expect(joker.getByText('Aucun joker sur 2')).toBeVisible();
  await expect(joker.getByText('Vous gagnez un joker toutes les 4 semaines de série.')).toBeVisible();
  // The card reads the price at most every 10 s.
  await expect(async () => {
    await member.reload();
    await expect(joker.getByRole('button', { name: 'Acheter un joker · 10 points' })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await joker.getByRole('button', { name: 'Acheter un joker · 10 points' }).click();
  await expect(joker.getByText(/Votre total passera de \d+ à \d+ points\. Acheter le joker ?/)).toBeVisible();
  await expectNoViolations(member, 'Séries with the joker purchase');
  await joker.getByRole('button', { name: 'Acheter', exact: true }).click();
  await expect(joker.getByText('Joker acheté : il protège votre série.')).toBeVisible();
  await expect(joker.getByText('1 joker sur 2')).toBeVisible();
  // The points history names the purchase.
  await member.goto('/profile');
  await expect(member.getByText('Achat d’un joker de série')).toBeVisible();

  // Offline, after a reload and a failed refetch, the card still shows the joker.
  await member.goto('/viral-features');
  await expect(joker.getByText('1 joker sur 2')).toBeVisible();
  // The kept copy is written within a second of a change (query-persistence.ts).
  await member.waitForTimeout(1500);
  await memberContext.setOffline(true);
  await member.reload();
  await expect(joker.getByText('1 joker sur 2')).toBeVisible();
  await member.waitForTimeout(3500);
  await expect(joker.getByText('1 joker sur 2')).toBeVisible();
  await memberContext.close();

  // Back to the spec's price.
  await page.goto('/admin?tab=settings&section=scale');
  await scale.getByLabel('Prix d’un joker (0 : pas en vente)').fill('100');
  await scale.getByRole('button', { name: 'Enregistrer le barème' }).click();
  await expect(scale.getByText('Barème enregistré : il s’applique dès maintenant.')).toBeVisible();
});
