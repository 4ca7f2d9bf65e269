import { expect, expectNoViolations, login, loginAsOperator, newCustomer, test } from './fixtures';

test('a partner checks a member’s card and uses it once, without an account', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const partnerName = `Garage e2e ${Date.now().toString(36)}`;

  // The operator adds the offer with the partner's PIN.
  await loginAsOperator(page);
  await page.goto('/admin?tab=settings&section=partners');
  const rewards = page.getByRole('region', { name: 'Récompenses partenaires' });
  await rewards.getByRole('button', { name: 'Ajouter' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle récompense' });
  await form.getByLabel('Partenaire', { exact: true }).fill(partnerName);
  await form.getByLabel('Réduction (%)').fill('20');
  await form.getByLabel('Description').fill('Vingt pour cent sur le service');
  await form.getByLabel('Utilisations par membre').fill('1');
  await form.getByLabel('Code PIN du partenaire').fill('2468');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(rewards.getByText(partnerName, { exact: true })).toBeVisible();

  // The member opens the card of the unlocked offer.
  const memberContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const member = await memberContext.newPage();
  const customer = { ...newCustomer(), name: `Zoé ${Date.now().toString(36)}` };
  await login(member, customer);
  await member.goto('/viral-features?tab=rewards');
  const offer = member.getByRole('article').filter({ hasText: partnerName });
  await offer.getByRole('button', { name: 'Utiliser chez le partenaire' }).click();
  const card = member.getByRole('dialog', { name: `Carte membre · ${partnerName}` });
  await expect(card.getByRole('img', { name: /^QR code de la carte membre/ })).toBeVisible();
  await expect(card.getByText(/^Valable encore \d+ min \d\d s$/)).toBeVisible();
  await expect(card.getByText('1 utilisation restante')).toBeVisible();
  await expectNoViolations(member, 'member card');
  const code = (await card.getByTestId('member-card-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // The partner's counter: the QR code's address, no session.
  const partnerContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const partner = await partnerContext.newPage();
  await partner.goto(`/partenaire/verifier?code=${code.replace('-', '')}`);
  await expect(partner.getByRole('heading', { name: 'Vérifier une carte membre' })).toBeVisible();
  await expect(partner.getByLabel('Code du client')).toHaveValue(code.replace('-', ''));
  await partner.getByLabel('Votre code PIN').fill('1111');
  await partner.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(partner.getByRole('alert')).toHaveText('Code PIN incorrect');
  await partner.getByLabel('Votre code PIN').fill('2468');
  await partner.getByRole('button', { name: 'Vérifier le code' }).click();
  const valid = partner.getByRole('region', { name: 'Code valable' });
  await expect(valid).toContainText(`-20 % chez ${partnerName}`);
  await expect(valid).toContainText(`Client : ${customer.name.split(' ')[0]}`);
  await expect(valid).not.toContainText(customer.email);
  await expectNoViolations(partner, 'partner check');
  await valid.getByRole('button', { name: 'Valider l’utilisation' }).click();
  await expect(partner.getByRole('status')).toContainText('Réduction accordée');

  // Once only: the same code again is refused, and the member has no use left.
  await partner.getByRole('button', { name: 'Vérifier un autre code' }).click();
  await partner.getByLabel('Code du client').fill(code);
  await partner.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(partner.getByRole('alert')).toHaveText(/^Code déjà utilisé le \d\d\.\d\d\.\d{4} à \d\d:\d\d$/);
  await member.reload();
  await expect(
    member
      .getByRole('article')
      .filter({ hasText: partnerName })
      .getByRole('button', { name: 'Offre déjà utilisée' }),
  ).toBeDisabled();

  // The operator's row counts it.
  await page.reload();
  await expect(rewards.getByText(partnerName, { exact: true }).locator('..')).toContainText(
    '1 utilisation chez le partenaire',
  );
  await memberContext.close();
  await partnerContext.close();
});
