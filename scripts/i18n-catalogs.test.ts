/**
 * Every catalog has every key of French with the same values, compiles, and is written
 * in its own language (issue 22). A missing or extra key, a lost or renamed value, or a
 * text left in French fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/shared/domain/locales';
import { compileCatalog, parameterNames } from '@app/shared/i18n/compile';

/** Every catalog folder of the project: a `fr-CH.ts` source and one file per other language. */
const root = fileURLToPath(new URL('..', import.meta.url));
function catalogFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...catalogFolders(full));
    else if (entry.name === 'fr-CH.ts' && fs.existsSync(path.join(dir, 'de-CH.ts'))) found.push(dir);
  }
  return found;
}

/** Names, the same in every language. */
const NAMES = 'Éclat Lavage Google Apple Instagram TikTok Snake QR WASD CSV PIN'.split(' ');
/**
 * Words French shares with another language: a text equal to French passes only when each
 * of its words (two letters or more) is a name or one of these. Anything else equal to
 * French is a text left untranslated.
 */
const SHARED_WORDS: Record<string, string[]> = {
  'de-CH':
    'Admin Chat Test Pause Total Station Vitrine Profil Code Emojis Top journal Journal Bonus Standard ' +
    'Premium Administration Adresse Galerie Logo'.split(' '),
  'pt-PT': 'ou pts Séries Série Admin Chat Total Emojis Top Pausa mail Premium Latitude Longitude ex'.split(
    ' ',
  ),
  en: (
    'pts points point Points Photo Photos participant participants Conditions Admin Chat Test Pause ' +
    'Total Station Stations Notifications Badges Score Sections Code Emojis Podium Top Email Page Badge journal ' +
    'Date Bonus Action Standard Premium Performance Rare Administration Journal Actions Confirmation ' +
    'Message Notes Type inactive Description Active Logo Image https Latitude Longitude'
  ).split(' '),
};
const ICU_WORDS =
  /\{\s*[a-zA-Z]+\s*(,\s*(plural|select|selectordinal|number)\s*,?)?|\b(one|other|few|two|many|zero)\s*\{|=\d+\s*\{|#/g;

/** The words of a text, without its ICU syntax and values. */
function words(text: string): string[] {
  return text.replace(ICU_WORDS, ' ').match(/\p{L}{2,}/gu) ?? [];
}

type Leaf = { path: string; text: string };
function leaves(node: unknown, prefix = ''): Leaf[] {
  if (typeof node === 'string') return [{ path: prefix, text: node }];
  if (Array.isArray(node)) return node.flatMap((child, index) => leaves(child, `${prefix}.${index}`));
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * A number of four digits or more written into a text (« Atteignez 1000 points »): a number
 * reaches a text as a value, so that each language writes it its own way (1 000, 1'000).
 * Quoted examples (a password « 123456 »), decimals (47.0587) and addresses are not counts.
 */
export function bareNumbers(text: string): string[] {
  const prose = text
    .replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\d+[.,]\d+/g, ' ');
  return prose.match(/(?<![\d'\u00a0\u202f])\d{4,}/g) ?? [];
}

const folders = ['apps', 'packages'].flatMap((top) => catalogFolders(path.join(root, top)));

describe('bareNumbers', () => {
  it('finds a count written as digits, and leaves examples, decimals, grouped and formatted numbers', () => {
    expect(bareNumbers('Atteignez 1000 points')).toEqual(['1000']);
    expect(bareNumbers('entre -10000 et 10000')).toEqual(['10000', '10000']);
    expect(bareNumbers('Atteignez {points, plural, one {# point} other {# points}}')).toEqual([]);
    expect(bareNumbers('pas un mot de passe courant comme « 123456 »')).toEqual([]);
    expect(bareNumbers('Latitude (ex. 47.0587)')).toEqual([]);
    expect(bareNumbers('Cumuler 1\u202f000 points, 100 au plus')).toEqual([]);
  });
});

describe('catalogs', () => {
  it('are found', () => {
    expect(folders.map((folder) => path.relative(root, folder)).sort()).toEqual(
      expect.arrayContaining([
        'apps/web/src/lib/i18n/locales',
        'apps/web/src/lib/i18n/screens',
        'apps/api/src/i18n/locales',
        'packages/shared/src/i18n/names',
      ]),
    );
  });

  for (const folder of folders) {
    const name = path.relative(root, folder);
    describe(name, async () => {
      const load = async (locale: string) =>
        ((await import(/* @vite-ignore */ path.join(folder, `${locale}.ts`))) as { default: unknown })
          .default;
      const french = await load('fr-CH');
      const frenchLeaves = leaves(french);
      const frenchCompiled = compileCatalog(french, `${name}/fr-CH`);

      it('writes no bare number of four digits or more, in any language (issue 48)', async () => {
        const found: string[] = [];
        for (const locale of LOCALES)
          for (const leaf of leaves(await load(locale)))
            if (bareNumbers(leaf.text).length > 0) found.push(`${locale} ${leaf.path}: ${leaf.text}`);
        expect(found).toEqual([]);
      });

      for (const locale of LOCALES.filter((locale) => locale !== 'fr-CH')) {
        it(`${locale} has every key of French, with the same values, and compiles`, async () => {
          const translated = await load(locale);
          const compiled = compileCatalog(translated, `${name}/${locale}`);
          expect(
            leaves(translated)
              .map((leaf) => leaf.path)
              .sort(),
          ).toEqual(frenchLeaves.map((leaf) => leaf.path).sort());
          // A message with values keeps them all, under the same names; a plain text stays plain.
          expect(Object.keys(compiled.messages).sort()).toEqual(Object.keys(frenchCompiled.messages).sort());
          for (const [id, message] of Object.entries(frenchCompiled.messages))
            expect(parameterNames(compiled.messages[id]!), `${locale} ${id}`).toEqual(
              parameterNames(message),
            );
        });

        it(`${locale} leaves no text in French`, async () => {
          const texts = new Map(leaves(await load(locale)).map((leaf) => [leaf.path, leaf.text]));
          const untranslated = frenchLeaves
            .filter((leaf) => texts.get(leaf.path) === leaf.text)
            // Level names are names: those that read the same (Rookie, Pro, Titan) stay.
            .filter((leaf) => !/(^|\.)level(First|Families)\./.test(leaf.path))
            .filter(
              (leaf) =>
                !words(leaf.text).every(
                  (word) => NAMES.includes(word) || SHARED_WORDS[locale]!.includes(word),
                ),
            )
            .map((leaf) => `${leaf.path}: ${leaf.text}`);
          expect(untranslated).toEqual([]);
        });
      }
    });
  }
});
