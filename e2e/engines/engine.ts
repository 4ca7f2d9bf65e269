/**
 * One browser engine other than Chromium, driven for the journeys of issue 51: Firefox ESR
 * through WebDriver BiDi (puppeteer-core) and WebKitGTK through WebKitWebDriver (classic
 * WebDriver). Both are Debian's builds; nothing is downloaded. Elements are found by XPath,
 * which both protocols take as is.
 */
export interface Engine {
  readonly name: 'firefox' | 'webkit';
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Waits for an element the XPath finds to be shown. */
  waitFor(xpath: string, timeoutMs?: number): Promise<void>;
  /** Whether the XPath finds a shown element now. */
  isShown(xpath: string): Promise<boolean>;
  click(xpath: string): Promise<void>;
  type(xpath: string, text: string): Promise<void>;
  /** Runs a function body in the page (`return …`, awaited when it returns a promise). */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

const literal = (text: string) =>
  text.includes('"') ? `concat("${text.split('"').join(`", '"', "`)}")` : `"${text}"`;

/** A node's text with its spaces folded, the no-break ones of French typography made plain. */
const folded = (node: string) => `normalize-space(translate(${node}, '\u00a0\u202f', '  '))`;

/** An element of this tag whose whole text (spaces folded) is this. */
export const withText = (tag: string, text: string) => `//${tag}[${folded('.')}=${literal(text)}]`;

/** An element of this tag whose text contains this. */
export const containing = (tag: string, text: string) =>
  `//${tag}[contains(${folded('.')}, ${literal(text)})]`;

/** The control a <label> with this text names. */
export const labelled = (label: string, tag = '*') =>
  `//${tag}[@id=//label[${folded('.')}=${literal(label)}]/@for]`;

export async function poll<T>(
  read: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
