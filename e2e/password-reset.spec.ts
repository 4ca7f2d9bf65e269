import { expect, login, plainSpaces, test } from './fixtures';

async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const mailbox = process.env.E2E_MAILBOX;
  if (!mailbox) throw new Error('E2E_MAILBOX is not set');
  return (await (await fetch(`${mailbox}/messages?to=${encodeURIComponent(address)}`)).json()) as {
    subject: string;
    text: string;
  }[];
}

test('a customer who forgot the password gets a link by e-mail and signs in with a new one', async ({
  page,
  browser,
  baseURL,
}) => {
  // Registration, the mail, the reset and two sign-ins (argon2id each): 27–29 s in CI runs.
  test.setTimeout(60_000);
  const customer = await login(page);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();

  await expect.poll(async () => (await mailsTo(customer.email)).length, { timeout: 5000 }).toBe(1);
  const [mail] = await mailsTo(customer.email);
  expect(plainSpaces(mail!.subject)).toBe('Éclat Lavage : réinitialisation de votre mot de passe');
  const link = /http:\/\/127\.0\.0\.1:\d+\/reinitialiser-mot-de-passe#token=[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();
  expect(link!.startsWith(baseURL as string)).toBe(true);

  // The link opens on the phone, in a fresh browser.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'X-Forwarded-For': '10.66.3.3' },
  });
  const reset = await phone.newPage();
  await reset.goto(link!);
  await expect(reset.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  await reset.getByLabel('Nouveau mot de passe').fill('tout-neuf-42');
  await reset.getByLabel('Confirmer le mot de passe').fill('tout-neuf-4');
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Les deux mots de passe ne sont pas identiques');
  await reset.getByLabel('Confirmer le mot de passe').fill('tout-neuf-42');
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(reset.getByText('Mot de passe modifié. Vous pouvez maintenant vous connecter.')).toBeVisible();
  // The token left the address bar.
  expect(reset.url()).not.toContain('token=');
  await reset.getByRole('link', { name: 'Retour à la connexion' }).first().click();
  await reset.getByLabel('Email').fill(customer.email);
  await reset.getByLabel('Mot de passe', { exact: true }).fill('tout-neuf-42');
  await reset.getByRole('button', { name: 'Se connecter' }).click();
  await expect(reset.getByText(`Bonjour, ${customer.name} !`)).toBeVisible();

  // The same link does not serve twice.
  const again = await phone.newPage();
  await again.goto(link!);
  await again.getByLabel('Nouveau mot de passe').fill('encore-autre-1');
  await again.getByLabel('Confirmer le mot de passe').fill('encore-autre-1');
  await again.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(again.getByRole('alert')).toHaveText('Lien de réinitialisation invalide ou expiré');
  await phone.close();
});

test('the terms and the privacy notice are real pages, linked from the registration screen', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'conditions d’utilisation' }).click();
  await expect(page).toHaveURL(/\/conditions$/);
  await expect(page.getByRole('heading', { name: 'Conditions d’utilisation', level: 1 })).toBeVisible();
  await expect(page.getByText(/Au plus 3 lavages validés par jour/)).toBeVisible();
  await page.goto('/login');
  await page.getByRole('link', { name: 'politique de confidentialité' }).click();
  await expect(page).toHaveURL(/\/confidentialite$/);
  await expect(page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 })).toBeVisible();
  await expect(page.getByText(/loi fédérale sur la protection des données/)).toBeVisible();
});
