import { describe, expect, it } from 'vitest';
import { frenchTypography } from './typography';

const narrow = '\u202f';

describe('French typography', () => {
  it('puts a narrow no-break space before ! ? : ; and inside « »', () => {
    expect(frenchTypography('Bonjour, {name} !')).toBe(`Bonjour, {name}${narrow}!`);
    expect(frenchTypography('Badge « {name} » débloqué ?')).toBe(
      `Badge «${narrow}{name}${narrow}» débloqué${narrow}?`,
    );
    expect(frenchTypography('laissez décoché : les clients ; puis')).toBe(
      `laissez décoché${narrow}: les clients${narrow}; puis`,
    );
    expect(frenchTypography('Score\u00a0: 4')).toBe(`Score${narrow}: 4`);
  });

  it('adds the space where the text forgot it, after a word, a number or a value', () => {
    expect(frenchTypography('Score soumis ! Rang actuel: {rank}')).toBe(
      `Score soumis${narrow}! Rang actuel${narrow}: {rank}`,
    );
    expect(frenchTypography('Bravo!')).toBe(`Bravo${narrow}!`);
    expect(frenchTypography('«Cernier I»')).toBe(`«${narrow}Cernier I${narrow}»`);
    expect(frenchTypography('Vraiment?!')).toBe(`Vraiment${narrow}?!`);
  });

  it('leaves addresses, times, ICU syntax and finished texts alone', () => {
    for (const text of [
      'https://exemple.ch/add-wash?presence=abc',
      'Ouvert de 07:00 à 22:00',
      '{count, plural, one {# lavage} other {# lavages}}',
      `Bonjour${narrow}!`,
      'Aucun',
    ])
      expect(frenchTypography(text)).toBe(text);
    expect(frenchTypography(frenchTypography('Bonjour, Léa ! « Oui » : non ;'))).toBe(
      frenchTypography('Bonjour, Léa ! « Oui » : non ;'),
    );
  });
});
