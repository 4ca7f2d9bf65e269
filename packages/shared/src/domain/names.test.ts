import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, publicName, readableText, withoutInvisibleCharacters } from './names';

describe('publicName', () => {
  it('shows the pseudo, else the first name only', () => {
    expect(publicName('Jeannot74', 'Jean Dupont')).toBe('Jeannot74');
    expect(publicName(null, 'Jean Dupont')).toBe('Jean');
    expect(publicName('  ', '  Marie-Claire   Favre ')).toBe('Marie-Claire');
  });
});

describe('invisible characters in a name', () => {
  it.each([
    ['a right-to-left override', 'Léa\u202eetihW'],
    ['a right-to-left isolate', 'Léa\u2067x'],
    ['a zero-width space', 'Lé\u200ba'],
    ['a zero-width non-joiner', 'Lé\u200ca'],
    ['a left-to-right mark', 'Léa\u200e'],
    ['a byte-order mark', '\ufeffLéa'],
    ['a soft hyphen', 'Lé\u00ada'],
    ['a control character', 'Léa\u0007'],
    ['a tab', 'Léa\tDupont'],
    ['the Hangul filler U+3164 (a name of three shows blank)', '\u3164\u3164\u3164'],
    ['the Hangul choseong filler U+115F', 'Léa\u115f'],
    ['the Hangul jungseong filler U+1160', 'Léa\u1160'],
    ['the half-width Hangul filler U+FFA0', 'Léa\uffa0'],
    ['the blank Braille pattern U+2800', '\u2800\u2800'],
    ['the combining grapheme joiner U+034F', 'Lé\u034fa'],
    ['a deprecated format character U+206A', 'Léa\u206a'],
    ['an inhibit symmetric swapping U+206F', 'Léa\u206f'],
    ['an interlinear annotation anchor U+FFF9', 'Léa\ufff9'],
    ['an interlinear annotation terminator U+FFFB', 'Léa\ufffb'],
    ['a tag character', 'Léa\u{e0041}'],
    ['a musical formatting character U+1D173', 'Léa\u{1d173}'],
    ['a musical formatting character U+1D17A', 'Léa\u{1d17a}'],
    ['a line separator U+2028', 'Léa\u2028Dupont'],
    ['a paragraph separator U+2029', 'Léa\u2029Dupont'],
    ['an Arabic letter mark U+061C', 'Léa\u061c'],
    ['a Mongolian vowel separator U+180E', 'Léa\u180e'],
  ])('finds %s', (_, name) => {
    expect(hasInvisibleCharacters(name)).toBe(true);
    expect(hasInvisibleCharacters(withoutInvisibleCharacters(name))).toBe(false);
    expect(withoutInvisibleCharacters(name).length).toBeLessThan(name.length);
  });

  it.each([
    'Léa Dupont',
    'Zoë Müller-Brügger',
    'João Conceição',
    'O’Brien',
    '李小龙',
    'محمد',
    'Ana 👨‍👩‍👧',
    'Léo ❤️',
    '한국',
    'Ὀδυσσεύς',
  ])('lets %s through as written', (name) => {
    expect(hasInvisibleCharacters(name)).toBe(false);
    expect(withoutInvisibleCharacters(name)).toBe(name);
  });

  it('removes them and keeps the rest', () => {
    expect(withoutInvisibleCharacters('\u202eLé\u200ba\ufeff')).toBe('Léa');
  });
});

describe('texts an operator writes on several lines', () => {
  it('keeps line breaks and tabs, refuses the rest', () => {
    expect(hasInvisibleCharacters('Ligne 1\nLigne 2\tfin', { multiline: true })).toBe(false);
    expect(hasInvisibleCharacters('Ligne 1\nLigne 2', { multiline: false })).toBe(true);
    expect(hasInvisibleCharacters('Promo\u202e !', { multiline: true })).toBe(true);
  });
});

describe('readableText (chat, before the word list)', () => {
  it('removes a right-to-left override, so the text shows what the list reads', () => {
    expect(readableText('\u202edrannoc')).toBe('drannoc');
    expect(readableText('co\u200bnnard')).toBe('connard');
  });

  it('folds full-width and styled letters into plain ones (NFKC)', () => {
    expect(readableText('ｃｏｎｎａｒｄ')).toBe('connard');
    expect(readableText('𝐜𝐨𝐧𝐧𝐚𝐫𝐝')).toBe('connard');
  });

  it('keeps emoji sequences and accents', () => {
    expect(readableText('Bravo 👨‍👩‍👧 ❤️ Zoë')).toBe('Bravo 👨‍👩‍👧 ❤️ Zoë');
  });
});
