import { describe, expect, it } from 'vitest';
import { capCount, formatAge, formatZurichTime } from './format';
import { fr } from './i18n/fr';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => formatAge(new Date(now.getTime() - ms), now, fr.notifications);

describe('formatAge', () => {
  it.each([
    [0, 'À l’instant'],
    [59_000, 'À l’instant'],
    [60_000, 'Il y a 1min'],
    [59 * 60_000, 'Il y a 59min'],
    [60 * 60_000, 'Il y a 1h'],
    [23 * 3600_000 + 59 * 60_000, 'Il y a 23h'],
    [24 * 3600_000, 'Il y a 1j'],
    [9 * 24 * 3600_000, 'Il y a 9j'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });
  it('reads a future date (clock skew) as just now', () => {
    expect(ago(-5000)).toBe('À l’instant');
  });
});

describe('capCount', () => {
  it('caps at 9+', () => {
    expect(capCount(0)).toBe('0');
    expect(capCount(9)).toBe('9');
    expect(capCount(10)).toBe('9+');
  });
});

describe('formatZurichTime', () => {
  it('shows Zurich time whatever the device zone', () => {
    expect(formatZurichTime(new Date('2026-07-01T22:30:00Z'))).toBe('00:30');
    expect(formatZurichTime(new Date('2026-01-01T22:30:00Z'))).toBe('23:30');
  });
});
