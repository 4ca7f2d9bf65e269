import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, publicName, withoutInvisibleCharacters } from './names';

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
  ])('finds %s', (_, name) => {
    expect(hasInvisibleCharacters(name)).toBe(true);
    expect(hasInvisibleCharacters(withoutInvisibleCharacters(name))).toBe(false);
    expect(withoutInvisibleCharacters(name).length).toBeLessThan(name.length);
  });

  it.each(['Léa Dupont', 'Zoë Müller-Brügger', 'João Conceição', 'O’Brien', '李小龙', 'محمد', 'Ana 👨‍👩‍👧'])(
    'lets %s through as written',
    (name) => {
      expect(hasInvisibleCharacters(name)).toBe(false);
      expect(withoutInvisibleCharacters(name)).toBe(name);
    },
  );

  it('removes them and keeps the rest', () => {
    expect(withoutInvisibleCharacters('\u202eLé\u200ba\ufeff')).toBe('Léa');
  });
});
