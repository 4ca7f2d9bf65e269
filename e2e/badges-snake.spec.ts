import { autopilot } from '../packages/shared/src/domain/snake-autopilot';
import { expect, login, newCustomer, postWashFromPage, test } from './fixtures';

test('a first wash unlocks a badge, shown in the showcase and on the leaderboard card', async ({ page }) => {
  const base = newCustomer();
  const customer = await login(page, {
    ...base,
    name: `Badgeur${base.email.slice(7, 13)} Test`,
  });
  const firstName = customer.name.split(' ')[0] as string;

  await page.goto('/badges');
  await expect(page.getByRole('heading', { name: 'Mes badges' })).toBeVisible();
  await expect(page.getByTestId('badge-first_wash')).toContainText('Verrouillé');

  expect((await postWashFromPage(page)).status()).toBe(201);
  // The unlock arrives on the event stream: a toast, and the grid refreshes.
  await expect(page.getByTestId('badge-toast')).toContainText('Premier lavage');
  await expect(page.getByTestId('badge-first_wash')).toContainText('Obtenu le');

  await page.getByRole('tab', { name: 'Débloqués' }).click();
  await expect(page.getByTestId('badge-washes_10')).toHaveCount(0);

  await page.getByRole('button', { name: 'Choisir' }).click();
  await page.getByRole('button', { name: 'Mettre « Premier lavage » en vitrine' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vitrine mise à jour avec succès !')).toBeVisible();
  await expect(page.getByTestId('badge-first_wash')).toContainText('En vitrine');

  await page.goto('/leaderboard');
  await page
    .getByRole('button', { name: `Voir la carte de ${firstName}` })
    .first()
    .click();
  const card = page.getByRole('dialog', { name: 'Carte de membre' });
  await expect(card.getByText(firstName)).toBeVisible();
  await expect(card.getByText('Premier lavage')).toBeVisible();
  await expect(card.getByText(customer.email)).toHaveCount(0);
});

test('a short Snake game played with the keyboard is submitted and ranked', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page);
  await page.clock.install();
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { name: 'Défi Snake de la semaine' })).toBeVisible();
  await expect(page.getByText('Une seule soumission par semaine', { exact: false })).toBeVisible();

  // Time stands still from here: the test moves it tick by tick.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const started = page.waitForResponse((response) => response.url().endsWith('/api/games/snake/start'));
  await page.getByRole('button', { name: 'Démarrer' }).click();
  const { seed } = (await (await started).json()) as { seed: number };
  const startedAt = Date.now();
  // Aims at one food, then runs into a wall; the run may eat a second by chance (the seed
  // is the server's): the score is whatever the plan makes.
  const plan = autopilot(seed, 2);
  expect(plan.score).toBeGreaterThanOrEqual(1);

  const board = page.getByRole('img', { name: /Plateau de jeu Snake/ });
  const pause = page.getByRole('button', { name: 'Pause' });
  while (!(await pause.isVisible())) await page.clock.runFor(50);
  const keys = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' } as const;
  for (const [tick, direction] of plan.moves) {
    while (Number(await board.getAttribute('data-tick')) < tick) await page.clock.runFor(50);
    expect(Number(await board.getAttribute('data-tick'))).toBe(tick);
    await page.keyboard.press(keys[direction]);
  }
  const over = page.getByText(`Partie terminée ! Score : ${plan.score}`);
  while (!(await over.isVisible())) await page.clock.runFor(300);
  await expect(page.getByTestId('snake-score')).toHaveText(String(plan.score));

  // The game lasted its ticks × 300 ms of page time; the server also checks its own time
  // since the start (at least the ticks × 300 ms less 2 s), so wait for it before sending.
  const wait = plan.ticks * 300 - (Date.now() - startedAt) - 1000;
  if (wait > 0) await page.waitForTimeout(wait);
  await page.clock.resume();
  await page.getByRole('button', { name: 'Soumettre mon score' }).click();
  await expect(page.getByText(/^Score soumis\s! Rang actuel\s: \d+$/)).toBeVisible();
  await expect(page.getByText('Vous avez déjà participé cette semaine !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Soumettre mon score' })).toHaveCount(0);
});
