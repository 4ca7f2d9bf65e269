import { expect, expectNoViolations, login, loginAsOperator, newCustomer, test } from './fixtures';

test('the operator works the chat’s queue: reports with reasons, a deletion kept in history, a mute lifted; the author sees the moderation', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const authorContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.97.3.1' },
    viewport: { width: 360, height: 740 },
  });
  const author = await authorContext.newPage();
  const base = newCustomer();
  const authorCustomer = await login(author, { ...base, name: `Modéré${base.email.slice(7, 13)} Auteur` });
  const text = `Message signalé ${Date.now()}`;
  const sent = await author.request.post('/api/chat/send', { data: { content: text } });
  expect(sent.status()).toBe(201);
  const messageId = ((await sent.json()) as { id: number }).id;

  const reporterContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.97.3.2' },
  });
  const reporter = await reporterContext.newPage();
  const reporterCustomer = await login(reporter, newCustomer());
  const reported = await reporter.request.post(`/api/chat/messages/${messageId}/report`, {
    data: { reason: 'Propos blessants' },
  });
  expect(reported.status()).toBe(200);
  await reporterContext.close();

  // « Signalés »: the message, who reported it and why.
  await loginAsOperator(page);
  await page.goto('/admin?tab=chat');
  await page.getByRole('tab', { name: 'Signalés' }).click();
  const queued = page.getByTestId('admin-message').filter({ hasText: text });
  await expect(queued).toContainText(`${reporterCustomer.name} : « Propos blessants »`);
  await expectNoViolations(page, 'chat moderation');

  // Deleted: gone from the queue, kept in « Supprimés » with who and when.
  page.once('dialog', (dialog) => void dialog.accept());
  await queued.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText('Message supprimé avec succès')).toBeVisible();
  await expect(queued).toHaveCount(0);
  await page.getByRole('tab', { name: 'Supprimés' }).click();
  await expect(page.getByTestId('admin-message').filter({ hasText: text })).toContainText(
    /Supprimé par .+ le /,
  );

  // Muted, listed with its end, then lifted.
  await page
    .getByTestId('admin-message')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Réduire au silence' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Raison').fill('Calme-toi');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  const muted = page.getByTestId('chat-mute').filter({ hasText: authorCustomer.name });
  await expect(muted).toContainText('Calme-toi');
  page.once('dialog', (confirm) => void confirm.accept());
  await muted.getByRole('button', { name: 'Lever la sourdine' }).click();
  await expect(muted).toHaveCount(0);

  // The author reads that moderation took their message, not silence.
  await author.goto('/viral-features?tab=chat');
  await expect(author.getByText('Message masqué par la modération')).toBeVisible();
  await expect(author.getByText(text)).toHaveCount(0);
  await authorContext.close();
});
