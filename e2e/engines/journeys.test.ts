import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepAt } from '../../packages/shared/src/domain/presence';
import { presenceCode } from '../../packages/shared/src/domain/presence-code';
import { cameraScript, greyFramePainter, paintScene } from '../camera-scene';
import { qrFrame } from '../qr-video';
import { freePort, startOwnServer, stopProcess } from '../server-process';
import { containing, labelled, poll, withText, type Engine } from './engine';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

/**
 * The customer's journeys in the two engines other than Chromium (issue 51): Firefox ESR and
 * WebKitGTK (Safari's engine), a 390 px phone, against the built server on a data folder of
 * its own. Only what the engines differ on; the Chromium suite stays the full one.
 */
const PHONE = { width: 390, height: 844 };
const ENGINES = {
  firefox: () => launchFirefox(PHONE),
  // On a display of the phone's size (package.json's test:engines).
  webkit: () => launchWebKit(PHONE),
} as const;
const shots = path.join(os.tmpdir(), 'lavage-engines');
fs.mkdirSync(shots, { recursive: true });

/** Sets a <select> as a person's choice does: its value, then the change event React hears. */
const choose = (engine: Engine, xpath: string, value: string) =>
  engine.evaluate(
    `const select = document.evaluate(arguments[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
     Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, arguments[1]);
     select.dispatchEvent(new Event('change', { bubbles: true }));`,
    xpath,
    value,
  );

/**
 * Opens the camera as the customer does, after a garbage collection: WebKit collects the
 * wrappers of DOM objects nothing holds, with any property a script set on them. The page must
 * then film the test's scene (640 × 480), not the engine's own test camera (1280 × 960).
 */
async function openCamera(engine: Engine, button: string) {
  await engine.evaluate('let junk = []; for (let k = 0; k < 3e6; k += 1) junk.push({ k }); junk = null;');
  await engine.click(withText('button', button));
  const width = await poll(
    () => engine.evaluate<number>("return document.querySelector('video')?.videoWidth"),
    'the camera films',
  );
  expect(width, 'the page films the test’s scene').toBe(640);
}

describe.each(Object.keys(ENGINES) as (keyof typeof ENGINES)[])('%s', (name) => {
  let engine: Engine;
  let server: ChildProcess;
  let base: string;
  let port: number;
  let dataDir: string;
  const admin = { email: 'admin-engines@exemple.ch', password: 'admin-engines-secret' };
  const id = randomBytes(4).toString('hex');
  const customer = { name: `Client ${id}`, email: `client-${id}@exemple.ch`, password: `mdp-${id}-secret` };
  let step = 0;
  /** The built server on this engine's port and data folder: at first, and after a stop. */
  const startServer = async () => {
    server = await startOwnServer({ port, dataDir, admin });
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lavage-${name}-`));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await startServer();
    engine = await ENGINES[name]();
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
    if (server) await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A picture of each step, kept where a failure can be looked at. */
  const shot = async (what: string) =>
    engine.screenshot(path.join(shots, `${name}-${String((step += 1)).padStart(2, '0')}-${what}.png`));

  it('signs up through the form and lands on the home screen', async () => {
    await engine.goto(`${base}/login`);
    await engine.waitFor(withText('h1', 'Se connecter'));
    await shot('login');
    // The language switch on the brand's blue is drawn by the app: WebKitGTK's own select
    // kept its light face under the white text, which could not be read.
    expect(
      await engine.evaluate<string>(
        `const style = getComputedStyle(document.querySelector('select'));
         return style.appearance || style.webkitAppearance;`,
      ),
    ).toBe('none');
    await engine.click(withText('button', 'Pas de compte ? S’inscrire'));
    await engine.waitFor(withText('h1', 'Créer un compte'));
    await engine.type(labelled('Nom complet'), customer.name);
    await engine.type(labelled('Email'), customer.email);
    await engine.type(labelled('Mot de passe'), customer.password);
    await choose(engine, labelled('Station préférée'), 'Cernier II');
    await engine.click(withText('button', 'Créer mon compte'));
    await engine.waitFor(containing('*', `Bonjour, ${customer.name}`), 20_000);
    await engine.waitFor(withText('*', 'Aujourd’hui'));
    await engine.waitFor(withText('a', 'VALIDER UN LAVAGE'));
    expect(await engine.evaluate<number>('return document.documentElement.clientWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot('home');
  });

  it('validates a wash with a camera photo', async () => {
    // The camera films a painted scene, as the Chromium journeys' does.
    await engine.evaluate(cameraScript(paintScene.toString()));
    await engine.click(withText('a', 'VALIDER UN LAVAGE'));
    await engine.waitFor(withText('h1', 'Valider un lavage'));
    await openCamera(engine, 'Ouvrir la caméra');
    await engine.click(withText('button', 'Prendre la photo'));
    await engine.click(withText('button', 'Valider mon lavage'));
    await engine.waitFor(withText('h1', 'Lavage validé !'), 30_000);
    await shot('wash');
  });

  it('shows the leaderboard with the member on it', async () => {
    await engine.goto(`${base}/leaderboard`);
    await engine.waitFor(withText('h1', 'Classement'));
    // Other members read a first name only; the member's own row says « Vous ».
    await engine.waitFor(`//li[.//span[normalize-space(.)='Client'] and .//span[normalize-space(.)='Vous']]`);
    await shot('leaderboard');
  });

  it('switches the profile’s language, and back', async () => {
    await engine.goto(`${base}/profile`);
    const language = labelled('Langue', 'select');
    await engine.waitFor(language);
    await choose(engine, language, 'de-CH');
    await engine.waitFor(withText('label', 'Sprache'));
    await shot('deutsch');
    await choose(engine, labelled('Sprache', 'select'), 'fr-CH');
    await engine.waitFor(withText('label', 'Langue'));
  });

  it('reads a station display’s QR code through the decoder worker (no BarcodeDetector here)', async () => {
    // The operator pairs Saint-Blaise's display and asks for its code there (through the API).
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const asOperator = (method: string, url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify(body),
      });
    const { pairing_code } = (await (
      await asOperator('POST', '/api/admin/stations/Saint-Blaise/displays', {})
    ).json()) as { pairing_code: string };
    const { display_id, secret } = (await (
      await fetch(`${base}/api/station-display/pair`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ pairing_code }),
      })
    ).json()) as { display_id: string; secret: string };
    const step = stepAt(new Date());
    // The display says it is alive; then the station can ask for its code.
    const heartbeat = await fetch(`${base}/api/station-display/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ token: `${display_id}.${step}.${presenceCode(secret, step)}` }),
    });
    expect(heartbeat.status, await heartbeat.text()).toBe(200);
    expect(
      (
        await asOperator('PUT', '/api/admin/settings', {
          stations: [{ name: 'Saint-Blaise', presence_required: true }],
        })
      ).status,
    ).toBe(200);
    const code = `${base}/add-wash?presence=${display_id}.${step}.${presenceCode(secret, step)}`;

    expect(await engine.evaluate<string>('return typeof BarcodeDetector')).toBe('undefined');
    // The phone's camera films the display.
    await engine.goto(`${base}/add-wash`);
    await engine.waitFor(withText('h1', 'Valider un lavage'));
    await engine.evaluate(cameraScript(greyFramePainter(qrFrame(code), 640, 480)));
    await engine.click(withText('span', 'Saint-Blaise'));
    await openCamera(engine, 'Scanner le code QR');
    await engine.waitFor(containing('*', 'Code de l’écran reçu : Saint-Blaise'));
    const points = () =>
      engine.evaluate<number>(
        "return fetch('/api/auth/me').then((response) => response.json()).then((me) => me.total_points)",
      );
    const before = await points();

    // The network goes at the bay: the code and the photo wait on the phone (IndexedDB, which
    // the engines keep each in their own way), and go by themselves when it is back.
    await stopProcess(server);
    await engine.click(withText('button', 'Prendre la photo'));
    await engine.click(withText('button', 'Valider mon lavage'));
    await engine.waitFor(
      withText('*', 'Lavage enregistré : il sera validé dès que vous aurez du réseau.'),
      30_000,
    );
    await engine.click(withText('a', 'Retour à l’accueil'));
    const waiting = `//section[.${withText('h2', 'Lavages en attente de réseau')}]`;
    await engine.waitFor(`${waiting}//li[contains(., 'Saint-Blaise')]`);
    await shot('qr-wash-kept');
    await startServer();
    await engine.evaluate("window.dispatchEvent(new Event('online'));");
    await poll(async () => !(await engine.isShown(waiting)), 'the kept wash sent', 20_000);
    expect(await engine.isShown("//*[@data-testid='refused-wash']")).toBe(false);
    // Counted: the signed-in copy follows the database's notice (decision 0010).
    await poll(async () => (await points()) > before, 'the kept wash counted');
    await shot('qr-wash-sent');
  }, 120_000);

  it('reloads the home screen and opens /add-wash with the network gone', async () => {
    await engine.goto(`${base}/`);
    await engine.waitFor(withText('a', 'VALIDER UN LAVAGE'));
    // The service worker has taken the page (it registers when the browser is idle).
    await engine.evaluate('return navigator.serviceWorker.ready.then(() => true)');
    await engine.waitFor('//html', 1_000);
    await stopProcess(server);
    await engine.reload();
    await engine.waitFor(containing('*', `Bonjour, ${customer.name}`), 20_000);
    await shot('offline-home');
    await engine.goto(`${base}/add-wash`);
    await engine.waitFor(withText('h1', 'Valider un lavage'), 20_000);
    await shot('offline-add-wash');
    await startServer();
  });

  it('the operator opens /admin and finds the photo without a car in « À vérifier »', async () => {
    await engine.evaluate(
      "return fetch('/api/auth/logout', { method: 'POST' }).then((response) => response.status)",
    );
    await engine.goto(`${base}/login`);
    await engine.type(labelled('Email'), admin.email);
    await engine.type(labelled('Mot de passe'), admin.password);
    await engine.click(withText('button', 'Se connecter'));
    await engine.waitFor(`//a[starts-with(normalize-space(.), 'Exploitant')]`, 20_000);
    // The car check runs on the server's detector thread, after the wash's answer.
    const card = `//*[@data-testid='wash-to-review'][.//*[contains(normalize-space(.), 'Client')]][.//*[normalize-space(.)='Aucune voiture visible']]`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      await engine.goto(`${base}/admin?tab=verify`);
      await engine.waitFor(withText('h1', 'Administration'), 20_000).catch(() => undefined);
      if (await engine.isShown(card).catch(() => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (Date.now() > deadline) throw new Error('the wash without a car is not in « À vérifier »');
    }
    await engine.waitFor(`${card}//img`);
    // The photo itself, drawn: loaded, not only placed.
    await poll(
      () =>
        engine.evaluate<boolean>(
          `const img = document.evaluate(arguments[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
           return img.complete && img.naturalWidth > 0;`,
          `${card}//img`,
        ),
      'the photo in « À vérifier »',
    );
    await shot('admin-verify');
  });
});
