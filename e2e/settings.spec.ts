import { expect, loginAsOperator, plainSpaces, test } from './fixtures';

// Réglages (issue 32): sections at their own address, a save per section, and edits that
// are not lost without a question.

test('Réglages keeps its sections at their own address and asks before unsaved edits are lost', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsOperator(page);
  await page.goto('/admin?tab=settings');
  const sections = page.getByRole('tablist', { name: 'Sections des réglages' });
  await expect(sections.getByRole('tab', { name: 'Stations & écrans', selected: true })).toBeVisible();
  // Each station's header says whether its displays are heard from.
  const station = page.getByRole('group', { name: 'Cernier I', exact: true });
  await expect(station.getByText(/^(Écran actif, vu à|Écran muet depuis|Aucun écran appairé)/)).toBeVisible();
  const address = station.getByLabel('Adresse');
  const saved = await address.inputValue();
  // The save sits with the fields, not 3,000 px below (the network's list comes first).
  const save = page.getByRole('button', { name: 'Enregistrer les stations' });
  await address.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();

  await address.fill('Rue non enregistrée 9');
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  // Another admin tab: the operator is asked, and stays when they say no.
  page.once('dialog', (dialog) => {
    expect(plainSpaces(dialog.message())).toBe(
      'Des modifications ne sont pas enregistrées. Quitter sans les enregistrer ?',
    );
    void dialog.dismiss();
  });
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('tab', { name: 'Réglages', selected: true })).toBeVisible();
  await expect(address).toHaveValue('Rue non enregistrée 9');
  // Another section, same question.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await sections.getByRole('tab', { name: 'Barème des points' }).click();
  await expect(sections.getByRole('tab', { name: 'Stations & écrans', selected: true })).toBeVisible();
  // A link of the app (the header's logo, the menu): same question.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('link', { name: 'Éclat Lavage', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?tab=settings/);
  await expect(address).toHaveValue('Rue non enregistrée 9');
  // Closing or reloading the page: the browser's own question.
  const unload = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await unload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(address).toHaveValue('Rue non enregistrée 9');

  // The operator leaves: the edit is gone, the saved address is back.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('tab', { name: 'Journal', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Réglages' }).click();
  await expect(page.getByRole('group', { name: 'Cernier I', exact: true }).getByLabel('Adresse')).toHaveValue(
    saved,
  );

  // A section has its address: reloaded, it is where it was, and saved alone.
  await sections.getByRole('tab', { name: 'Chat & communauté' }).click();
  await expect(page).toHaveURL(/[?&]section=chat/);
  await page.reload();
  await expect(sections.getByRole('tab', { name: 'Chat & communauté', selected: true })).toBeVisible();
  const wordsField = page.getByLabel('Un mot par ligne.');
  const words = await wordsField.inputValue();
  await wordsField.fill(`${words}\nmotinterditeetest`.trim());
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/admin/settings') && request.method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Enregistrer le chat et la galerie' }).click();
  // Only this section's fields travel: the stations' fields are not sent again.
  expect(Object.keys((await sent).postDataJSON()).sort()).toEqual(['chat_words', 'gallery_default']);
  await expect(page.getByText('Réglages enregistrés')).toBeVisible();
  await expect(page.getByText('Modifications non enregistrées')).toBeHidden();
  // Saved: leaving asks nothing.
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('tab', { name: 'Journal', selected: true })).toBeVisible();
});
