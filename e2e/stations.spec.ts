import {
  drawnPicture,
  expect,
  expectNoViolations,
  filmDrawnPicture,
  loginAsOperator,
  newCustomer,
  test,
} from './fixtures';
import { withOwnServer } from './server-process';

// Issue 34 in Chromium: the operator opens « Neuchâtel Gare » from Réglages alone; a member
// chooses it, washes there and finds it in their history; the statistics count it; closing
// it takes it out of the member's choices and keeps the history; renaming Saint-Blaise shows
// the new name in the points history. The network changes, so this journey owns its server.

const ADMIN = { email: 'admin-stations@exemple.ch', password: 'admin-stations-secret' };

test('the operator opens, renames and closes stations from Réglages; members and statistics follow', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await withOwnServer('stations', ADMIN, async (baseURL) => {
    // The operator adds « Neuchâtel Gare » with its review link and hours.
    const operatorContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const operator = await operatorContext.newPage();
    await loginAsOperator(operator, ADMIN);
    await operator.goto('/admin?tab=settings&section=stations');
    const network = operator.getByRole('region', { name: 'Réseau de stations' });
    await expect(network.getByTestId('network-station')).toHaveCount(3);
    await network.getByRole('button', { name: 'Ajouter une station' }).click();
    await network.getByLabel('Nom (2 à 40 caractères)').fill('Neuchâtel Gare');
    await network.getByLabel('Adresse').fill('Place de la Gare 1, 2000 Neuchâtel');
    await network.getByLabel('Lien d’avis Google (https)').fill('https://g.page/r/neuchatel-gare/review');
    await network.getByLabel('Premium').check();
    await network.getByLabel('Ouverte 24 h/24, 7 j/7').uncheck();
    await network.getByLabel('Dimanche').fill('matin');
    await network.getByRole('button', { name: 'Ajouter la station' }).click();
    await expect(network.getByText('Horaires illisibles pour Dimanche')).toBeVisible();
    await network.getByLabel('Dimanche').fill('');
    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'])
      await network.getByLabel(day).fill('00:00-24:00');
    await expectNoViolations(operator, 'Réglages → Stations, new station');
    await network.getByRole('button', { name: 'Ajouter la station' }).click();
    await expect(network.getByText('Station « Neuchâtel Gare » ajoutée')).toBeVisible();
    await expect(network.getByTestId('network-station')).toHaveCount(4);
    // Its photo, chosen from the phone: uploaded at once, re-encoded, shown.
    const added = network.getByTestId('network-station').filter({ hasText: 'Neuchâtel Gare' });
    await added.getByRole('button', { name: 'Modifier' }).click();
    const picture = (await drawnPicture(operator, 1600, 1200)).split(',')[1]!;
    await added.getByLabel('Photo de la station (JPEG, PNG ou WebP)').setInputFiles({
      name: 'gare.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(picture, 'base64'),
    });
    await expect(network.getByText('Photo enregistrée')).toBeVisible();
    await expect(added.getByRole('img', { name: 'Photo de Neuchâtel Gare' })).toBeVisible();
    await added.getByRole('button', { name: 'Annuler' }).click();
    // Its own settings (displays, presence) appear below at once.
    await expect(operator.getByRole('group', { name: 'Neuchâtel Gare', exact: true })).toBeVisible();

    // A member chooses it at registration and washes there with the camera.
    const memberContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    await memberContext.grantPermissions(['camera']);
    const member = await memberContext.newPage();
    await filmDrawnPicture(member);
    const customer = { ...newCustomer(), station: 'Neuchâtel Gare' };
    await member.goto('/login');
    await expect(member.getByText('4 stations • 100 niveaux • Points bonus')).toBeVisible();
    await member.getByRole('button', { name: 'Pas de compte ? S’inscrire' }).click();
    await member.getByLabel('Nom complet').fill(customer.name);
    await member.getByLabel('Email').fill(customer.email);
    await member.getByLabel('Mot de passe', { exact: true }).fill(customer.password);
    await member.getByLabel('Station préférée').selectOption('Neuchâtel Gare');
    await member.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(member.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();
    await member.goto('/add-wash');
    const choice = member.getByRole('radio', { name: /Neuchâtel Gare/ });
    await expect(choice).toBeChecked();
    await expect(
      member.getByText('Fermée aujourd’hui').or(member.getByText('Aujourd’hui 00:00–24:00')),
    ).toBeVisible();
    await member.getByRole('button', { name: 'Ouvrir la caméra' }).click();
    await member.getByRole('button', { name: 'Prendre la photo' }).click();
    await member.getByRole('button', { name: 'Valider mon lavage' }).click();
    await expect(member.getByRole('heading', { name: 'Lavage validé !' })).toBeVisible();
    await member.goto('/profile');
    const history = member.getByRole('region', { name: 'Historique des points' });
    await expect(history.getByText('Lavage à Neuchâtel Gare')).toBeVisible();

    // The statistics count it.
    await operator.goto('/admin?tab=stats');
    const byStation = operator.getByRole('table', { name: 'Lavages par station' });
    await expect(byStation.getByRole('row').filter({ hasText: 'Neuchâtel Gare' })).toContainText('1');

    // Closing it: gone from the member's choices, kept in the history, marked in the admin.
    await operator.goto('/admin?tab=settings&section=stations');
    const row = network.getByTestId('network-station').filter({ hasText: 'Neuchâtel Gare' });
    operator.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Fermer' }).click();
    await expect(row.getByText('fermée')).toBeVisible();
    await member.goto('/add-wash');
    await expect(member.getByRole('radio', { name: /Saint-Blaise/ })).toBeVisible();
    await expect(member.getByRole('radio', { name: /Neuchâtel Gare/ })).toHaveCount(0);
    await member.goto('/profile');
    await expect(history.getByText('Lavage à Neuchâtel Gare')).toBeVisible();

    // Renaming Saint-Blaise: the member's history says the new name, and the review bonus
    // already paid there is not paid again under it.
    const saintBlaiseWash = await member.request.post('/api/washes', {
      data: {
        wash_type: 'standard',
        station: 'Saint-Blaise',
        photo_data: await drawnPicture(member),
      },
    });
    expect(saintBlaiseWash.status()).toBe(201);
    const washId = ((await saintBlaiseWash.json()) as { id: string }).id;
    expect((await member.request.post(`/api/washes/${washId}/google-review`, { data: {} })).status()).toBe(
      200,
    );
    const saintBlaise = network.getByTestId('network-station').filter({ hasText: 'Saint-Blaise' });
    await saintBlaise.getByRole('button', { name: 'Modifier' }).click();
    await saintBlaise.getByLabel('Nom (2 à 40 caractères)').fill('Saint-Blaise Lac');
    await saintBlaise.getByRole('button', { name: 'Enregistrer la station' }).click();
    await expect(network.getByText('Station « Saint-Blaise Lac » enregistrée')).toBeVisible();
    await expectNoViolations(operator, 'Réglages → Stations');
    await member.reload();
    await expect(history.getByText('Lavage à Saint-Blaise Lac')).toBeVisible();
    await expect(history.getByText('Avis Google (Saint-Blaise Lac)')).toBeVisible();
    await expect(history.getByText('Lavage à Neuchâtel Gare')).toBeVisible();
    await expect(history.getByText(/Saint-Blaise(?! Lac)/)).toHaveCount(0);
    expect((await member.request.post(`/api/washes/${washId}/google-review`, { data: {} })).status()).toBe(
      409,
    );

    // Past 8 stations, a search narrows the member's choices at 360 px.
    for (const name of ['Bôle', 'Peseux', 'Corcelles', 'Areuse', 'Bevaix', 'Cortaillod'])
      expect(
        (
          await operator.request.post('/api/admin/stations', {
            data: { name, google_review_url: `https://g.page/r/${name.toLowerCase()}/review` },
          })
        ).status(),
      ).toBe(201);
    await member.goto('/add-wash');
    const search = member.getByRole('searchbox', { name: 'Rechercher une station' });
    await expect(member.getByRole('radio')).toHaveCount(9);
    await search.fill('cor');
    await expect(member.getByRole('radio', { name: /Corcelles/ })).toBeVisible();
    await expect(member.getByRole('radio', { name: /Cortaillod/ })).toBeVisible();
    await expect(member.getByRole('radio', { name: /Peseux/ })).toHaveCount(0);
    await search.fill('bole');
    await expect(member.getByRole('radio', { name: /Bôle/ })).toBeVisible();
    const overflow = await member.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await operatorContext.close();
    await memberContext.close();
  });
});

test('the operator sets the brand’s name and colour in Réglages; the header, the manifest and the sign-in screen follow after a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withOwnServer('brand', ADMIN, async (baseURL) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const operator = await context.newPage();
    await loginAsOperator(operator, ADMIN);
    await operator.goto('/admin?tab=settings&section=brand');
    const brand = operator.getByRole('region', { name: 'Marque' });
    await brand.getByLabel('Nom du programme').fill('Lavage du Lac');
    await brand.getByLabel('Nom court (icône de l’application installée, 12 caractères au plus)').fill('Lac');
    const hex = brand.getByLabel('Couleur principale (#rrggbb)');
    // A pale colour: the contrast shown while choosing, and the server's refusal.
    await hex.fill('#ffcc00');
    await expect(brand.getByText(/trop faible\s*:\s*4,5:1 au moins/)).toBeVisible();
    await brand.getByRole('button', { name: 'Enregistrer la marque' }).click();
    await expect(brand.getByText(/Couleur trop claire/)).toBeVisible();
    await hex.fill('#b91c1c');
    await expect(brand.getByText(/lisible \(WCAG AA\)/)).toBeVisible();
    await brand.getByLabel('Raison sociale de l’exploitant').fill('Lavage du Lac Sàrl');
    await brand.getByLabel('E-mail de contact').fill('bonjour@lavage-du-lac.ch');
    await expectNoViolations(operator, 'Réglages → Marque');
    await brand.getByRole('button', { name: 'Enregistrer la marque' }).click();
    await expect(brand.getByText(/Marque enregistrée/)).toBeVisible();

    // After a reload: the page's title, the header and the colour are the brand's.
    await operator.goto('/');
    await expect(operator).toHaveTitle('Lavage du Lac');
    await expect(operator.getByRole('link', { name: 'Lavage du Lac' })).toBeVisible();
    const primary = operator.getByRole('link', { name: 'VALIDER UN LAVAGE', exact: true });
    await expect(primary).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    const manifest = await (await operator.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Lavage du Lac', short_name: 'Lac', theme_color: '#b91c1c' });
    await expectNoViolations(operator, 'home in the brand’s colour');

    // A visitor's sign-in screen and the terms carry it too.
    const visitor = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await visitor.newPage();
    await page.goto('/login');
    await expect(page).toHaveTitle('Lavage du Lac');
    await expect(page.getByText('Lavage du Lac', { exact: true })).toBeVisible();
    await page.goto('/conditions');
    await expect(
      page.getByText(/Lavage du Lac Sàrl\. Contact\s*:\s*bonjour@lavage-du-lac\.ch\./),
    ).toBeVisible();
    await visitor.close();
    await context.close();
  });
});
