import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraScript, paintScene } from '../camera-scene';
import { freePort, startOwnServer, stopProcess } from '../server-process';
import { containing, labelled, withText, type Engine } from './engine';
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

describe.each(Object.keys(ENGINES) as (keyof typeof ENGINES)[])('%s', (name) => {
  let engine: Engine;
  let server: ChildProcess;
  let base: string;
  let dataDir: string;
  const id = randomBytes(4).toString('hex');
  const customer = { name: `Client ${id}`, email: `client-${id}@exemple.ch`, password: `mdp-${id}-secret` };
  let step = 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lavage-${name}-`));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startOwnServer({
      port,
      dataDir,
      admin: { email: 'admin-engines@exemple.ch', password: 'admin-engines-secret' },
    });
    engine = await ENGINES[name]();
  }, 90_000);

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
    await engine.click(withText('button', 'Ouvrir la caméra'));
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
});
