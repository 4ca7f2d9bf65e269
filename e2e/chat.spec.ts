import { expect, login, newCustomer, plainSpaces, test } from './fixtures';

/** A customer with a first name of their own, to find them in public lists. */
function namedCustomer(prefix: string) {
  const base = newCustomer();
  return { ...base, name: `${prefix}${base.email.slice(7, 13)} Testeur` };
}

test('two members chat live: a message appears for the other, is reported, then deleted by its author', async ({
  page,
  browser,
  baseURL,
}) => {
  const alice = await login(page, namedCustomer('Alice'));
  const aliceName = alice.name.split(' ')[0] as string;
  await page.goto('/viral-features?tab=chat');
  await expect(page.getByRole('tab', { name: 'Chat', selected: true })).toBeVisible();

  const otherContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.88.1.2' },
  });
  const bob = await otherContext.newPage();
  const bobCustomer = await login(bob, namedCustomer('Bob'));
  const bobName = bobCustomer.name.split(' ')[0] as string;
  await bob.goto('/viral-features?tab=chat');
  await expect(bob.getByRole('textbox', { name: 'Votre message' })).toBeVisible();

  // Each sees the other among the online users, without a reload.
  await expect(page.getByTestId('online-users').getByText(bobName)).toBeVisible();
  await expect(bob.getByTestId('online-users').getByText(aliceName)).toBeVisible();

  // Alice writes: the counter counts, the emoji picker adds, Enter sends; HTML stays text.
  const composer = page.getByRole('textbox', { name: 'Votre message' });
  const send = page.getByRole('button', { name: 'Envoyer' });
  await expect(send).toBeDisabled();
  await composer.fill('Salut <b>tout le monde</b>');
  await expect(page.getByText('26/500')).toBeVisible();
  await page.getByRole('button', { name: 'Émojis' }).click();
  await page.getByRole('button', { name: 'Ajouter 🚗' }).click();
  await expect(composer).toHaveValue('Salut <b>tout le monde</b>🚗');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('À bientôt');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');

  const text = 'Salut <b>tout le monde</b>🚗\nÀ bientôt';
  const mine = page.getByTestId('chat-message').filter({ hasText: 'tout le monde' });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Vous', { exact: true })).toBeVisible();

  // Bob sees it appear without reloading, as plain text, with Alice's first name.
  const received = bob.getByTestId('chat-message').filter({ hasText: 'tout le monde' });
  await expect(received).toBeVisible({ timeout: 5000 });
  await expect(received.locator('p')).toHaveText(text);
  await expect(received.locator('b')).toHaveCount(0);
  await expect(received.getByText(aliceName)).toBeVisible();
  await expect(received.getByRole('button', { name: 'Supprimer le message' })).toHaveCount(0);

  // Bob reports it.
  await received.getByRole('button', { name: 'Signaler' }).click();
  const dialog = bob.getByRole('dialog', { name: 'Signaler ce message' });
  await dialog.getByLabel('Raison (facultatif)').fill('Test de signalement');
  await dialog.getByRole('button', { name: 'Signaler le message' }).click();
  await expect(bob.getByText('Message signalé. Merci, un administrateur va le vérifier.')).toBeVisible();
  await expect(received.getByRole('button', { name: 'Signalé' })).toBeDisabled();

  // Alice deletes it (after the confirmation): it disappears for Bob.
  page.once('dialog', async (confirm) => {
    expect(plainSpaces(confirm.message())).toBe('Êtes-vous sûr de vouloir supprimer ce message ?');
    await confirm.accept();
  });
  await mine.getByRole('button', { name: 'Supprimer le message' }).click();
  await expect(mine).toHaveCount(0);
  await expect(received).toHaveCount(0, { timeout: 5000 });
  await otherContext.close();
});

test('the network tab shows the feed posts an admin published, with links that open a new tab', async ({
  page,
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext({ baseURL });
  const adminLogin = await adminContext.request.post('/api/auth/login', {
    data: { email: 'admin-e2e@exemple.ch', password: 'admin-e2e-secret' },
  });
  expect(adminLogin.status()).toBe(200);
  const caption = `Nouveau portique ${Date.now()}`;
  const created = await adminContext.request.post('/api/admin/feed-posts', {
    headers: { origin: baseURL as string },
    data: {
      platform: 'instagram',
      // Unreachable on purpose: the card shows its placeholder.
      image_url: 'https://images.invalid/portique.jpg',
      caption,
      likes: 1234,
      link: 'https://www.instagram.com/p/eclat-e2e/',
    },
  });
  expect(created.status()).toBe(201);
  await adminContext.close();

  await login(page);
  await page.goto('/viral-features?tab=network');
  await expect(page.getByRole('tab', { name: 'Instagram', selected: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: caption });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 234 j’aime')).toBeVisible();
  await expect(card.getByText('Image indisponible')).toBeVisible();
  const link = card.getByRole('link', { name: /Voir sur Instagram/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await page.getByRole('tab', { name: 'TikTok' }).click();
  await expect(page.getByRole('tab', { name: 'TikTok', selected: true })).toBeVisible();
});
