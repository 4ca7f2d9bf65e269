import fs from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { poll, type Engine } from './engine';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox ESR over WebDriver BiDi (puppeteer-core), headless, a phone-sized window. */
export async function launchFirefox(viewport: { width: number; height: number }): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'intl.accept_languages': 'fr-CH, fr',
      // A fake camera stream, granted without asking (the journeys' camera paints over it).
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
    },
  });
  const page: Page = await browser.newPage();
  await page.setViewport(viewport);
  const find = async (xpath: string) => {
    for (const handle of await page.$$(`::-p-xpath(${xpath})`)) if (await handle.isVisible()) return handle;
    return null;
  };
  return {
    name: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    waitFor: async (xpath, timeoutMs) => void (await poll(() => find(xpath), xpath, timeoutMs)),
    isShown: async (xpath) => (await find(xpath)) !== null,
    click: async (xpath) => (await poll(() => find(xpath), xpath)).click(),
    type: async (xpath, text) => (await poll(() => find(xpath), xpath)).type(text),
    // A string, evaluated by the protocol: the page's CSP forbids its own scripts to eval.
    evaluate: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`(async function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    screenshot: async (file) => void fs.writeFileSync(file, await page.screenshot()),
    close: () => browser.close(),
  };
}
