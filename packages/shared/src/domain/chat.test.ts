import { describe, expect, it } from 'vitest';
import { chatRank, maskBannedWords, normalizeChatContent } from './chat';

describe('chatRank', () => {
  it.each([
    [0, 1, '🌱'],
    [499, 1, '🌱'],
    [500, 10, '🔥'],
    [999, 10, '🔥'],
    [1000, 25, '⭐'],
    [2000, 50, '🏆'],
    [4999, 50, '🏆'],
    [5000, 75, '💎'],
    [10_000, 100, '👑'],
    [250_000, 100, '👑'],
  ])('%i points → level %i %s', (points, level, emoji) => {
    expect(chatRank(points)).toMatchObject({ level, emoji });
  });
});

describe('maskBannedWords', () => {
  const words = ['merde', 'con', 'enculé', 'c++'];

  it('masks whole listed words, whatever their case, keeping the length', () => {
    expect(maskBannedWords('Oh MERDE, quel Con !', words)).toBe('Oh *****, quel *** !');
  });

  it('leaves words that merely contain a listed word', () => {
    expect(maskBannedWords('Merci pour le contact, emmerdeur', words)).toBe(
      'Merci pour le contact, emmerdeur',
    );
  });

  it('counts accented letters as letters', () => {
    expect(maskBannedWords('enculé enculées', words)).toBe('****** enculées');
  });

  it('treats regular-expression characters in the list as plain text', () => {
    expect(maskBannedWords('j’aime le c++ et le c', words)).toBe('j’aime le *** et le c');
  });

  it('changes nothing with an empty list', () => {
    expect(maskBannedWords('merde', [])).toBe('merde');
    expect(maskBannedWords('merde', [' '])).toBe('merde');
  });
});

describe('normalizeChatContent', () => {
  it('trims, and refuses what is blank', () => {
    expect(normalizeChatContent('  salut \n')).toBe('salut');
    expect(normalizeChatContent(' \n\t ')).toBeNull();
  });
});
