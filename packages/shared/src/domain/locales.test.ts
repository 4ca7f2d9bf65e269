import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLocale, resolveLocale } from './locales';

describe('locales', () => {
  it('reads Accept-Language best first', () => {
    expect(acceptedLanguages('en;q=0.5, de-CH, pt;q=0.8')).toEqual(['de-CH', 'pt', 'en']);
    expect(acceptedLanguages('*;q=1, it;q=0')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('matches by language', () => {
    expect(pickLocale(['de-DE'])).toBe('de-CH');
    expect(pickLocale(['pt-BR'])).toBe('pt-PT');
    expect(pickLocale(['en-GB'])).toBe('en');
    expect(pickLocale(['it-CH', 'fr'])).toBe('fr-CH');
    expect(pickLocale(['it-CH'])).toBeNull();
  });

  it('prefers the member’s choice, then the browser, then French', () => {
    expect(resolveLocale('pt-PT', 'de-CH')).toBe('pt-PT');
    expect(resolveLocale(null, 'it-CH, de;q=0.7')).toBe('de-CH');
    expect(resolveLocale('xx', 'it-CH')).toBe('fr-CH');
    expect(resolveLocale(undefined, undefined)).toBe('fr-CH');
  });
});
