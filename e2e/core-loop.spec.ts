import { expect, login, test } from './fixtures';

test('a customer validates a wash with the camera and sees points, level, streak and rank move', async ({
  page,
  context,
}) => {
  // The whole life of an account, from the first wash to its deletion: a long journey
  // (about 25 s alone, more beside the other specs).
  test.setTimeout(60_000);
  await context.grantPermissions(['camera']);
  const customer = await login(page);
  await expect(page.getByText('3 lavages restants sur 3')).toBeVisible();

  await page.getByRole('link', { name: 'VALIDER UN LAVAGE', exact: true }).click();
  await expect(page).toHaveURL(/\/add-wash$/);
  const submit = page.getByRole('button', { name: 'Valider mon lavage' });
  await expect(submit).toBeDisabled();

  await page.getByText('Saint-Blaise').click();
  await page.getByRole('button', { name: 'Ouvrir la caméra' }).click();
  await expect(page.getByLabel('Aperçu de la caméra')).toBeVisible();
  await page.getByRole('button', { name: 'Prendre la photo' }).click();
  await expect(page.getByAltText('Photo capturée de votre voiture')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Lavage validé !' })).toBeVisible();
  await expect(page.getByText('+15 points')).toBeVisible();
  // The wash's 15 and the first-wash badge's 10.
  await expect(page.getByText('Total : 25 points')).toBeVisible();
  await expect(page.getByText('Encore 2 lavages possibles aujourd’hui')).toBeVisible();

  // Share on Instagram: the site opens, a confirmation follows after 3 s. 'Pas encore' pays
  // nothing; the points come with 'Oui', then home after 2 s.
  const shareOnInstagram = page.getByRole('button', { name: 'Partager sur Instagram (+15)' });
  const confirmShare = page.getByRole('dialog', { name: 'Avez-vous partagé votre photo ?' });
  let popup = page.waitForEvent('popup');
  await shareOnInstagram.click();
  await (await popup).close();
  await expect(confirmShare).toBeVisible({ timeout: 6000 });
  await confirmShare.getByRole('button', { name: 'Pas encore' }).click();
  await expect(confirmShare).toBeHidden();
  const unpaid = await page.request.get('/api/auth/me');
  expect((await unpaid.json()).total_points).toBe(25);
  popup = page.waitForEvent('popup');
  await shareOnInstagram.click();
  await (await popup).close();
  await expect(confirmShare).toBeVisible({ timeout: 6000 });
  await confirmShare.getByRole('button', { name: 'Oui, c’est partagé' }).click();
  await expect(page.getByText('Merci ! Retour à l’accueil...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  // And the share's 15 with the first-share badge's 10.
  await expect(page.getByText('50 points', { exact: true })).toBeVisible();
  await expect(page.getByText('Niveau 2 · Débutant')).toBeVisible();
  await expect(page.getByText('2 lavages restants sur 3')).toBeVisible();
  await expect(page.getByText('1 jour d’affilée')).toBeVisible();
  await expect(page.getByText('Encore 50 points pour le niveau 3')).toBeVisible();

  // The station used today is no longer offered.
  await page.goto('/add-wash');
  const usedStation = page.getByRole('radio', { name: /Saint-Blaise/ });
  await expect(usedStation).toBeDisabled();
  await expect(page.getByText('Déjà utilisée aujourd’hui')).toBeVisible();

  await page.goto('/leaderboard');
  // Other members see the first name only (docs/product.md, privacy), so does the ranking.
  const firstName = customer.name.split(' ')[0] as string;
  const myRow = page.getByRole('listitem').filter({ hasText: firstName }).filter({ hasText: 'Vous' });
  await expect(myRow).toContainText('50 pts');
  await expect(myRow).not.toContainText(customer.name);
  await page.getByRole('tab', { name: 'Semaine' }).click();
  await expect(page).toHaveURL(/tab=weekly$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Vous' })).toContainText('50 pts');

  // Profile: pseudo, password, then account deletion.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Pseudo').fill('x');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Erreur : Le pseudo doit contenir 2 à 20 lettres ou chiffres',
  );
  // The name follows registration's rules (issue 32).
  await page.getByLabel('Nom complet').fill('   ');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByRole('alert')).toHaveText('Erreur : Le nom est requis');
  await page.getByLabel('Nom complet').fill(`${customer.name} Renommé`);
  const pseudo = `Lavo${Date.now() % 100000}`;
  await page.getByLabel('Pseudo').fill(pseudo);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByRole('heading', { name: pseudo })).toBeVisible();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();
  await expect(page.getByText(`${customer.name} Renommé`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
  await dialog.getByLabel('Mot de passe actuel').fill(customer.password);
  await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret');
  await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('autre-chose');
  await dialog.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas');
  await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-secret');
  await dialog.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(dialog.getByText('Mot de passe modifié avec succès')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  await confirm.getByLabel('Tapez SUPPRIMER pour confirmer').fill('supprimer');
  await confirm.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Veuillez taper "SUPPRIMER" pour confirmer');
  await confirm.getByLabel('Tapez SUPPRIMER pour confirmer').fill('SUPPRIMER');
  await confirm.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(confirm.getByText(/Compte supprimé\s: 1 lavage et 2 photos effacés/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The account is gone: its new password no longer opens a session.
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-secret');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
});

test('the levels page shows 100 levels to visitors too', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Découvrir les 100 niveaux' }).click();
  await expect(page).toHaveURL(/\/levels$/);
  await expect(page.getByRole('heading', { name: 'Les 100 niveaux' })).toBeVisible();
  // Each card is named by its text, which begins « Niveau N Title » (label in name).
  const cards = page.getByRole('button', { name: /^Niveau \d+ \S/ });
  await expect(cards).toHaveCount(100);
  const level11 = page.getByRole('button', { name: /^Niveau 11 Champion dès/ });
  await expect(level11).toContainText('dès 2 000 pts');
  await expect(level11).toContainText('+5 pts / lavage');
  await level11.click();
  await expect(level11).toHaveAttribute('aria-pressed', 'true');
  await level11.click();
  await expect(level11).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /^Niveau 100 Absolu Supreme dès/ })).toContainText(
    'Absolu : le sommet',
  );
});
