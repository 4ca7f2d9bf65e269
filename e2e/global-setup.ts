import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPushReceiver } from '../apps/api/src/testing/push-receiver';
import { startSmtpServer } from '../apps/api/src/testing/smtp-server';
import { startTestProvider } from '../apps/api/src/testing/oidc-provider';
import {
  startApnsStandIn,
  startGoogleStandIn,
  walletCredentials,
} from '../apps/api/src/testing/wallet-fixture';
import { freePort, stopProcess, waitForHealth } from './server-process';

/**
 * The server's clock for the run: the last Wednesday at 10:00 UTC (11:00 or 12:00 in
 * Zurich), a peak weekday hour, so a wash is worth exactly 15 points. Close to the real
 * date, so the browser keeps the session cookies the server sets.
 */
function lastWednesdayMorning(): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10));
  const back = (day.getUTCDay() - 3 + 7) % 7;
  day.setUTCDate(day.getUTCDate() - back);
  // On a Wednesday before 10:00 UTC, today's 10:00 is still ahead: the week before's then
  // (the browser's clock, behind the server's, showed a campaign just made as « À venir »).
  if (day.getTime() > now.getTime()) day.setUTCDate(day.getUTCDate() - 7);
  return day.toISOString();
}

/** Starts the built app once for the whole run; the returned function stops it. */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  // A real Web Push receiver on loopback; tests read what it got through its HTTP API.
  const receiver = await startPushReceiver();
  process.env.E2E_PUSH_RECEIVER = receiver.url;
  // A real SMTP server for the password reset mails; tests read them over HTTP.
  const smtp = await startSmtpServer();
  process.env.E2E_MAILBOX = await smtp.serveMailbox();
  const port = await freePort();
  // A local OpenID provider stands in for Google (issue 12).
  const oidc = await startTestProvider([
    {
      clientId: 'eclat-e2e',
      clientSecret: 'secret-eclat-e2e-0123456789',
      redirectUris: [`http://127.0.0.1:${port}/api/auth/oidc/google/callback`],
    },
  ]);
  // Apple Wallet and Google Wallet with test certificates, and stand-ins for APNs and Google.
  const wallet = walletCredentials();
  const apns = await startApnsStandIn();
  const google = await startGoogleStandIn();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lavage-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Each test browses from its own X-Forwarded-For address, as clients behind a proxy do.
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: 'admin-e2e@exemple.ch',
    ADMIN_PASSWORD: 'admin-e2e-secret',
    FAKE_NOW: lastWednesdayMorning(),
    PUSH_EXTRA_HOSTS: receiver.host,
    GOOGLE_CLIENT_ID: 'eclat-e2e',
    GOOGLE_CLIENT_SECRET: 'secret-eclat-e2e-0123456789',
    GOOGLE_ISSUER: oidc.issuer,
    SMTP_URL: smtp.url,
    APPLE_PASS_TYPE_ID: 'pass.ch.eclat.e2e',
    APPLE_TEAM_ID: 'TEAME2E001',
    APPLE_PASS_CERT: wallet.passCert,
    APPLE_PASS_KEY: wallet.passKey,
    APPLE_WWDR_CERT: wallet.caPath,
    APNS_KEY_ID: 'APNSE2E001',
    APNS_KEY: wallet.apnsKey,
    APNS_URL: apns.url,
    GOOGLE_WALLET_ISSUER_ID: '3388000000099999999',
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
      client_email: 'wallet@eclat-e2e.iam.gserviceaccount.com',
      private_key: wallet.googleKey,
      token_uri: `${google.url}/token`,
    }),
    GOOGLE_WALLET_API_URL: google.url,
  };
  delete env.DATABASE_URL;

  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let database: string | undefined;
  if (serverUrl) {
    database = `lavage_e2e_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }

  // The server as `npm start` runs it: the bundle that `npm run build` made.
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, 60_000, () => exited);
  process.env.E2E_BASE_URL = baseUrl;
  await enterPartnerOffers(baseUrl);

  return async () => {
    await stopProcess(child);
    if (serverUrl && database) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    }
    await fs.rm(dataDir, { recursive: true, force: true });
    await receiver.close();
    await oidc.close();
    await smtp.close();
    await apns.close();
    await google.close();
    wallet.remove();
  };
}

/**
 * The seeded offers are inactive examples (issue 17): the operator enters real partners
 * through the admin calls before members see any, as this does for the journeys.
 */
async function enterPartnerOffers(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify({ email: 'admin-e2e@exemple.ch', password: 'admin-e2e-secret' }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const offers = [
    [
      'Boulangerie du Val-de-Ruz',
      '/rewards/boulangerie.svg',
      10,
      'ECLAT10',
      'Un croissant offert pour tout café acheté.',
      1,
      0,
    ],
    [
      'Garage des Gorges',
      '/rewards/garage.svg',
      15,
      'GARAGE15',
      '15 % sur le contrôle avant l’expertise.',
      3,
      200,
    ],
    ['Pneus Chaumont', '/rewards/pneus.svg', 20, null, '20 % sur le changement de pneus saisonnier.', 5, 500],
    [
      'Café du Lac, Saint-Blaise',
      '/rewards/cafe.svg',
      25,
      'LAC25',
      '25 % sur le brunch du dimanche.',
      8,
      1300,
    ],
    [
      'Détailing Littoral',
      '/rewards/detailing.svg',
      30,
      'BRILLANCE30',
      '30 % sur un nettoyage intérieur complet.',
      12,
      2900,
    ],
  ] as const;
  for (const [name, image, discount, code, description, level, points] of offers) {
    const created = await fetch(`${baseUrl}/api/admin/rewards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': '10.250.0.1' },
      body: JSON.stringify({
        partner_name: name,
        image_url: image,
        discount_percentage: discount,
        promo_code: code,
        description,
        conditions: 'Sur présentation du code.',
        required_level: level,
        required_points: points,
        active: true,
      }),
    });
    if (created.status !== 201) throw new Error(`partner offer not created: ${created.status}`);
  }
}
