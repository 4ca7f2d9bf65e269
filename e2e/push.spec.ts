import type { BrowserContext, Page } from '@playwright/test';
import { drawnPicture, expect, login, loginAsOperator, plainSpaces, test } from './fixtures';

const receiverUrl = () => {
  const url = process.env.E2E_PUSH_RECEIVER;
  if (!url) throw new Error('E2E_PUSH_RECEIVER is not set');
  return url;
};

async function receivedPushes(
  subscriptionId: string,
): Promise<{ payload: { title: string; body: string; url: string } }[]> {
  const response = await fetch(`${receiverUrl()}/messages?subscription=${subscriptionId}`);
  return (await response.json()) as { payload: { title: string; body: string; url: string } }[];
}

/**
 * Headless Chromium has no vendor push service: PushManager hands out the local receiver's
 * subscription. Answers the receiver's id for the subscription.
 */
async function fakePushService(page: Page, context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  const created = (await (await fetch(`${receiverUrl()}/subscriptions`, { method: 'POST' })).json()) as {
    id: string;
    subscription: { endpoint: string };
  };
  await page.addInitScript((subscription) => {
    const flag = 'e2e-push-subscribed';
    const fake = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => subscription,
      getKey: () => null,
      unsubscribe: async () => {
        sessionStorage.removeItem(flag);
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem(flag, '1');
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (sessionStorage.getItem(flag) ? fake : null) as unknown as PushSubscription | null;
  }, created.subscription);
  return created;
}

test('push: activate and deactivate from the profile; the service worker shows pushes; the bell updates live', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const created = await fakePushService(page, context);

  await login(page);
  // The switch lives in the profile (issue 32), no longer on the home screen.
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications push' })).toHaveCount(0);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notifications push' });
  await expect(card.getByText('Désactivées', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Activer' }).click();
  // Activation waits for the service worker, which may still be caching the app on a busy
  // machine (a full local run once took longer than 7 s).
  await expect(card.getByText(/^Notifications push activées\s!/)).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Activées', { exact: true })).toBeVisible();

  // The test push is the operator's (below), not a customer's button.
  await expect(card.getByRole('button', { name: 'Test' })).toHaveCount(0);

  // The service worker's push handler, fed through the DevTools protocol, shows the notification.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    const activated = new Set<string>();
    const scopes = new Map<string, string>();
    const settle = () => {
      for (const [id, scope] of scopes)
        if (activated.has(id) && scope.startsWith(baseURL as string)) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) {
        if (!registration.isDeleted) scopes.set(registration.registrationId, registration.scopeURL);
      }
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions)
        if (version.status === 'activated') activated.add(version.registrationId);
      settle();
    });
    void cdp.send('ServiceWorker.enable');
  });
  const shownTitles = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(
        (notification) => notification.title,
      ),
    );
  // A stopped worker is started by the push; give it up to three deliveries.
  for (let attempt = 0; attempt < 3 && !(await shownTitles()).includes('Message de test'); attempt += 1) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL as string).origin,
      registrationId,
      data: JSON.stringify({
        title: 'Message de test',
        body: 'Livré au service worker',
        url: '/leaderboard',
        tag: 'e2e',
      }),
    });
    await expect
      .poll(shownTitles, { timeout: 3000 })
      .toContain('Message de test')
      .catch(() => undefined);
  }
  expect(await shownTitles()).toContain('Message de test');

  // A level-up (a wash, then the review bonus) reaches the bell without a reload, and the receiver.
  await expect(page.getByTestId('bell-count')).toHaveCount(0);
  const wash = await page.request.post('/api/washes', {
    data: { wash_type: 'standard', station: 'Cernier I', photo_data: await drawnPicture(page) },
  });
  expect(wash.status()).toBe(201);
  const review = await page.request.post(`/api/washes/${(await wash.json()).id}/google-review`, {
    data: { station: 'Cernier I' },
  });
  expect(review.status()).toBe(200);
  // Four: the level-up, the operator's level-1 partner offer that the first wash unlocked, and
  // the first-wash and first-review badges.
  await expect(page.getByTestId('bell-count')).toHaveText('4');
  await expect
    .poll(async () => (await receivedPushes(created.id)).map((push) => plainSpaces(push.payload.title)), {
      timeout: 10_000,
    })
    .toContain('Niveau supérieur ! 🎉');

  // Opening the level-up's push marks it read and lands on its page (issue 33: « opened »).
  const levelUp = (await receivedPushes(created.id)).find(
    (push) => plainSpaces(push.payload.title) === 'Niveau supérieur ! 🎉',
  );
  expect(levelUp?.payload.url).toMatch(/^\/api\/viral\/notifications\/[0-9a-f-]{36}\/open$/);
  await page.goto(levelUp!.payload.url);
  await expect(page).toHaveURL(new URL('/', baseURL as string).href);
  await expect(page.getByTestId('bell-count')).toHaveText('3');

  await page.getByRole('button', { name: 'Notifications (3 non lues)' }).click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel.getByText('Niveau supérieur ! 🎉')).toBeVisible();
  await expect(panel.getByText('Niv. 2 · Débutant')).toBeVisible();
  // The server's clock is FAKE_NOW, the browser's is real: only the form of the age is checked here.
  await expect(panel.locator('time').first()).toHaveText(/^(À l’instant|Il y a \d+\s(min|h|j))$/);
  await panel
    .getByRole('button', { name: /^Marquer comme lu/ })
    .first()
    .click();
  await expect(page.getByTestId('bell-count')).toHaveText('2');
  await page.keyboard.press('Escape');

  await page.goto('/profile');

  await card.getByRole('button', { name: 'Désactiver' }).click();
  await expect(card.getByText('Notifications push désactivées')).toBeVisible();
  await expect(card.getByText('Désactivées', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Activer' })).toBeVisible();
});

test('the bell says so when there is nothing to show', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByText('Aucune notification')).toBeVisible();
});

test('the app opens offline from the service worker’s cache, with a French notice', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The next load is controlled by the service worker, which caches what it serves.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(
      page.getByText('Vous êtes hors ligne. Les données affichées peuvent ne pas être à jour.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the operator checks the set-up with a test push from the profile', async ({ page, context }) => {
  test.setTimeout(45_000);
  const created = await fakePushService(page, context);
  await loginAsOperator(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notifications push' });
  await card.getByRole('button', { name: 'Activer' }).click();
  await expect(card.getByText('Activées', { exact: true })).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByText(/^Notification de test envoyée\s!/)).toBeVisible();
  await expect
    .poll(async () => (await receivedPushes(created.id)).map((push) => plainSpaces(push.payload.title)), {
      timeout: 10_000,
    })
    .toEqual(['Éclat Lavage 🚗']);
  await card.getByRole('button', { name: 'Désactiver' }).click();
  await expect(card.getByText('Désactivées', { exact: true })).toBeVisible();
});
