import {
  drawnPicture,
  expect,
  expectNoViolations,
  login,
  loginAsOperator,
  newCustomer,
  postWashFromPage,
  test,
} from './fixtures';
import type { Page } from '@playwright/test';

/** The server's time: it runs on a shifted clock (FAKE_NOW), maybe in another month. */
async function serverNow(page: Page): Promise<Date> {
  const answer = await page.request.get('/api/station-display/clock');
  return new Date(((await answer.json()) as { now: string }).now);
}

test('a member sees “Accès refusé” at /admin', async ({ page }) => {
  await login(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByText('Vous n’avez pas les permissions administrateur')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
});

test('an operator runs the programme from /admin, and finds each action in the journal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A member with a wash, a screenshot waiting for a decision and a chat message.
  const memberContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.99.4.2' },
  });
  const member = await memberContext.newPage();
  const base = newCustomer();
  const customer = await login(member, {
    ...base,
    name: `Opéré${base.email.slice(7, 13)} Client`,
  });
  expect((await postWashFromPage(member, 'Saint-Blaise')).status()).toBe(201);
  const screenshot = (await drawnPicture(member, 540, 960, 'image/png')).split(',')[1] as string;
  const submitted = await member.request.post('/api/reviews/submit-screenshot', {
    multipart: {
      station: 'Cernier II',
      screenshot: { name: 'avis.png', mimeType: 'image/png', buffer: Buffer.from(screenshot, 'base64') },
    },
  });
  expect(submitted.status()).toBe(201);
  const message = `Message à modérer ${Date.now()}`;
  expect((await member.request.post('/api/chat/send', { data: { content: message } })).status()).toBe(201);
  await memberContext.close();

  await loginAsOperator(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Lavages par jour' })).toBeVisible();
  await expect(page.getByTestId('chart').first().locator('canvas')).toBeVisible();
  // A period at one station, against the one before: this year at Saint-Blaise counts the wash.
  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: 'Cette année' });
  await page.getByRole('combobox', { name: 'Station' }).selectOption('Saint-Blaise');
  await expect(page.getByText(/^Du \d\d\.\d\d\.\d{4} au \d\d\.\d\d\.\d{4} · Saint-Blaise$/)).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Lavages par mois' })).toBeVisible();
  await expect(page.getByTestId('period-figure').filter({ hasText: 'Lavages' }).first()).toContainText(
    /par rapport à la période précédente|contre 0 sur la période précédente/,
  );

  // Fidélité: the cohort grid counts the member, whose first wash is this month.
  await expect(page.getByRole('heading', { name: 'Fidélité' })).toBeVisible();
  const cohorts = page.getByRole('table', { name: 'Cohortes mensuelles' });
  await expect(cohorts.getByRole('row')).toHaveCount(13);
  const thisMonth = new Intl.DateTimeFormat('fr-CH', {
    timeZone: 'Europe/Zurich',
    month: '2-digit',
    year: 'numeric',
  }).format(await serverNow(page));
  const newest = cohorts.getByRole('row').last();
  await expect(newest.getByRole('rowheader')).toHaveText(thisMonth);
  await expect(newest.getByRole('cell').first()).not.toHaveText('0');
  await expect(page.getByRole('figure', { name: 'Membres actifs par semaine (26 semaines)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membres à relancer' })).toBeVisible();
  // Its members at risk, taken as an announcement's audience.
  await page.goto('/admin?tab=announcements&audience=at_risk');
  await expect(page.getByRole('radio', { name: /^Les membres à risque \(Fidélité\)/ })).toBeChecked();
  await page.goto('/admin');

  // Reviews: approve the member's screenshot.
  await page.getByRole('tab', { name: /^Avis/ }).click();
  const review = page.getByTestId('pending-review').filter({ hasText: customer.name });
  await review.getByLabel('Notes (facultatif)').fill('Merci !');
  await review.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText('Avis validé : +50 points attribués')).toBeVisible();
  await expect(review).toHaveCount(0);

  // Photos: find the member's wash by name, enlarge it, then delete it.
  await page.getByRole('tab', { name: 'Photos' }).click();
  await page.getByLabel('Membre (nom, pseudo ou e-mail)').fill(customer.name);
  await expect(page.getByTestId('admin-photo')).toHaveCount(1);
  await page
    .getByRole('button', { name: new RegExp(`^Agrandir la photo de ${customer.name}, .+ à \\d\\d:\\d\\d$`) })
    .click();
  const enlarged = page.getByRole('dialog');
  await expect(enlarged.getByRole('img', { name: /^Photo du lavage de / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByTestId('admin-photo')
    .filter({ hasText: customer.name })
    .getByRole('button', { name: 'Supprimer la photo' })
    .click();
  await expect(page.getByText(/^Photo supprimée avec succès/)).toBeVisible();

  // Chat: delete the message.
  await page.getByRole('tab', { name: 'Chat' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByTestId('admin-message')
    .filter({ hasText: message })
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  await expect(page.getByText('Message supprimé avec succès')).toBeVisible();

  // Users: create one, then adjust the member's points with a reason.
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  const create = page.getByRole('form', { name: 'Créer un utilisateur' });
  await expect(create.getByRole('button', { name: 'Créer' })).toBeDisabled();
  const newEmail = `cree-${Date.now()}@exemple.ch`;
  await create.getByLabel('Nom').fill('Créée Par Admin');
  await create.getByLabel('Email').fill(newEmail);
  await create.getByLabel('Mot de passe').fill('lavage-2026');
  await create.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Utilisateur Créée Par Admin créé')).toBeVisible();

  await page.getByLabel('Rechercher (nom, pseudo, email)').fill(customer.email);
  const row = page.getByTestId('admin-user').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  // How the member signs in, in the operator's words.
  await expect(row).toContainText('· E-mail');
  await expect(row).not.toContainText('manual');
  await row.getByRole('button', { name: 'Points' }).click();
  const adjust = page.getByRole('dialog', { name: /Ajuster les points/ });
  await adjust.getByLabel('Points à ajouter (négatif pour retirer)').fill('40');
  await adjust.getByLabel('Raison').fill('Geste commercial e2e');
  await adjust.getByRole('button', { name: 'Ajuster' }).click();
  await expect(page.getByText(/^Points ajustés\s: nouveau total \d+$/)).toBeVisible();

  // The member's page: profile, sign-in, the ledger with the operator's reason, the actions.
  await row.getByRole('link', { name: `Fiche de ${customer.name}` }).click();
  await expect(page.getByRole('heading', { name: `Fiche de ${customer.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connexion' })).toContainText('E-mail et mot de passe');
  await expect(page.getByTestId('member-ledger')).toContainText(
    'Ajustement par l’équipe : Geste commercial e2e',
  );
  await expect(page.getByRole('region', { name: 'Signalements dans le chat' })).toBeVisible();
  await expectNoViolations(page, 'member page');
  await page.getByRole('link', { name: 'Retour à l’administration' }).click();
  await expect(page.getByRole('tab', { name: 'Utilisateurs', selected: true })).toBeVisible();

  // Settings: a station's address, and a feed post through the editor.
  await page.getByRole('tab', { name: 'Réglages' }).click();
  await page
    .getByRole('group', { name: 'Cernier I', exact: true })
    .getByLabel('Adresse')
    .fill('Rue de l’Épervier 1, 2053 Cernier');
  await page.getByRole('button', { name: 'Enregistrer les stations' }).click();
  await expect(page.getByText('Réglages enregistrés')).toBeVisible();
  await page.getByRole('tab', { name: 'Chat & communauté' }).click();
  await expect(page).toHaveURL(/section=chat/);
  const feed = page.getByRole('region', { name: 'Publications des réseaux' });
  await feed.getByRole('button', { name: 'Ajouter' }).click();
  const post = page.getByRole('dialog', { name: 'Nouvelle publication' });
  await post.getByLabel('Image (https)').fill('https://images.invalid/e2e.jpg');
  await post.getByLabel('Texte', { exact: true }).fill('Publication e2e');
  await post.getByLabel('Lien (https)').fill('https://www.instagram.com/p/e2e/');
  await post.getByRole('button', { name: 'Enregistrer' }).click();
  // The dialog sits inside the region and still holds the text for a moment after the save.
  await expect(post).toBeHidden();
  await expect(feed.getByRole('listitem').getByText('Publication e2e')).toBeVisible();

  // The journal lists each action in French, with the member's name, and finds them by name.
  await page.getByRole('tab', { name: 'Journal' }).click();
  const journal = page.getByTestId('audit-entry');
  for (const action of [
    'Avis Google validé',
    'Photo supprimée',
    'Message supprimé',
    'Membre créé',
    'Points ajustés',
  ]) {
    await expect(journal.filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(journal.filter({ hasText: 'Geste commercial e2e' }).first()).toBeVisible();
  // The deleted photo's owner by name (the id on hover), and the station's changed field alone.
  await page.getByLabel('Action').selectOption({ label: 'Photo supprimée' });
  await expect(journal.first().getByRole('link', { name: customer.name }).last()).toBeVisible();
  await expect(journal.first()).not.toContainText(/user_id|[0-9a-f]{8}-[0-9a-f]{4}/);
  await page.getByLabel('Action').selectOption({ label: 'Réglages modifiés' });
  await expect(journal.first()).toContainText('Cernier I · Adresse');
  await expect(journal.first()).not.toContainText('Cernier II');
  await page.getByLabel('Action').selectOption({ label: 'Toutes les actions' });
  await page.getByLabel('Membre ou opérateur (nom)').fill(customer.name);
  await expect(journal.first()).toContainText(customer.name);
  await expect(
    journal.filter({ hasText: 'Points ajustés' }).filter({ hasText: customer.name }),
  ).toBeVisible();
  await expect(journal.filter({ hasText: 'Membre créé' })).toHaveCount(0);
});
