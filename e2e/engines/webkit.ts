import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../server-process';
import { poll, type Engine } from './engine';

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver: a handful of HTTP
 * calls, written here rather than through a client package whose install downloads
 * drivers). Needs a display: the journeys run under xvfb-run.
 */
export async function launchWebKit(viewport: { width: number; height: number }): Promise<Engine> {
  const port = await freePort();
  const driver: ChildProcess = spawn(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (value && typeof value === 'object' && 'error' in value && value.error)
      throw new Error(`${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  const session = await poll(
    () =>
      call<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': {
              binary: MINIBROWSER,
              // Full screen on the 390 × 844 display xvfb-run gives (package.json): the phone's width,
              // which a window (its toolbar at least 447 px wide) cannot have.
              args: [
                '--automation',
                '--full-screen',
                '--enable-media-stream=true',
                '--enable-mock-capture-devices=true',
              ],
            },
          },
        },
      }),
    'a WebKitWebDriver session',
    20_000,
  );
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/window/rect`, viewport);
  const element = (id: Record<string, string>) => Object.values(id)[0] as string;
  const find = async (xpath: string) => {
    const found = await call<Record<string, string>[]>('POST', `${s}/elements`, {
      using: 'xpath',
      value: xpath,
    });
    for (const candidate of found) {
      const id = element(candidate);
      if (await call<boolean>('GET', `${s}/element/${id}/displayed`)) return id;
    }
    return null;
  };
  return {
    name: 'webkit',
    goto: async (url) => void (await call('POST', `${s}/url`, { url })),
    reload: async () => void (await call('POST', `${s}/refresh`, {})),
    waitFor: async (xpath, timeoutMs) => void (await poll(() => find(xpath), xpath, timeoutMs)),
    isShown: async (xpath) => (await find(xpath)) !== null,
    click: async (xpath) =>
      void (await call('POST', `${s}/element/${await poll(() => find(xpath), xpath)}/click`, {})),
    type: async (xpath, text) =>
      void (await call('POST', `${s}/element/${await poll(() => find(xpath), xpath)}/value`, { text })),
    evaluate: <T>(body: string, ...args: unknown[]) =>
      call<T>('POST', `${s}/execute/async`, {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve((function () { ${body} }).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
            .then(done, (error) => done({ __error: String(error) }));`,
        args,
      }),
    screenshot: async (file) =>
      fs.writeFileSync(file, Buffer.from(await call<string>('GET', `${s}/screenshot`), 'base64')),
    close: async () => {
      await call('DELETE', s).catch(() => undefined);
      driver.kill();
    },
  };
}
