import { expect, expectNoViolations, login, test } from './fixtures';

test('a member chooses the reminders they receive, their e-mails and a birthday without the year', async ({
  page,
}) => {
  await login(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Rappels et e-mails' });
  await expect(card.getByLabel('Rappels de série')).toBeChecked();
  await expect(card.getByLabel('Offres')).toBeChecked();
  await expect(card.getByLabel('Recevoir aussi ces messages par e-mail')).not.toBeChecked();

  await card.getByLabel('Rappels de série').uncheck();
  await expect(card.getByRole('status')).toHaveText('Enregistré');
  await card.getByLabel('Recevoir aussi ces messages par e-mail').check();
  await card.getByLabel('Jour').selectOption('29');
  await card.getByLabel('Mois').selectOption({ label: 'février' });
  await expect(card.getByRole('status')).toHaveText('Enregistré');
  await expectNoViolations(page, 'Profil with the reminders');

  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({
    birthday: '02-29',
    email_opt_in: true,
    reminders: { streak: false, offers: true, birthday: true },
  });
  await page.reload();
  await expect(card.getByLabel('Rappels de série')).not.toBeChecked();
  await expect(card.getByLabel('Jour')).toHaveValue('29');
  await expect(card.getByLabel('Mois')).toHaveValue('02');
  await card.getByRole('button', { name: 'Effacer' }).click();
  await expect(card.getByRole('status')).toHaveText('Enregistré');
  expect((await (await page.request.get('/api/auth/me')).json()).birthday).toBeNull();
});
