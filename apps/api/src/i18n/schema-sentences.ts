/**
 * The French sentences the shared zod schemas refuse with (`error: '…'`, `message: '…'`),
 * read from their source: the validation catalog must hold each of them (checked by
 * catalogs.test.ts). A template's constants are read from the shared modules (their value
 * is in the sentence); its other values become ICU values (`Champ « {field} » …`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMAS = fileURLToPath(new URL('../../../../packages/shared/src/schemas', import.meta.url));
const SENTENCE = /\b(?:error|message):\s*(?:'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`)/g;

export async function schemaSentences(): Promise<string[]> {
  const constants = await sharedConstants();
  const found = new Set<string>();
  for (const file of fs.readdirSync(SCHEMAS).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(SCHEMAS, file), 'utf8');
    for (const match of source.matchAll(SENTENCE)) {
      if (match[1] !== undefined) found.add(match[1].replace(/\\'/g, "'"));
      else
        found.add(
          match[2]!.replace(/\$\{([^}]+)\}/g, (_all, expression: string) => {
            const value = constants.get(expression.trim());
            return value === undefined ? `{${expression.trim()}}` : String(value);
          }),
        );
    }
  }
  return [...found].sort();
}

/** Every exported constant of the shared package, by name ("POINTS_BOUNDS.min" too). */
async function sharedConstants(): Promise<Map<string, unknown>> {
  const constants = new Map<string, unknown>();
  const root = path.dirname(SCHEMAS);
  for (const folder of ['domain', 'schemas']) {
    for (const file of fs.readdirSync(path.join(root, folder))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const module = (await import(path.join(root, folder, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!/^[A-Z][A-Z0-9_]*$/.test(name)) continue;
        constants.set(name, value);
        if (value && typeof value === 'object')
          for (const [key, inner] of Object.entries(value)) constants.set(`${name}.${key}`, inner);
      }
    }
  }
  return constants;
}
