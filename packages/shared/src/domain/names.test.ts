import { describe, expect, it } from 'vitest';
import { publicName } from './names';

describe('publicName', () => {
  it('shows the pseudo, else the first name only', () => {
    expect(publicName('Jeannot74', 'Jean Dupont')).toBe('Jeannot74');
    expect(publicName(null, 'Jean Dupont')).toBe('Jean');
    expect(publicName('  ', '  Marie-Claire   Favre ')).toBe('Marie-Claire');
  });
});
