import { describe, expect, it } from 'vitest';
import { fr, plural } from './fr';

describe('plural', () => {
  it('uses the singular for 0 and 1 and the plural from 2, as French does', () => {
    expect(plural(0, 'point')).toBe('0 point');
    expect(plural(1, 'lavage')).toBe('1 lavage');
    expect(plural(2, 'photo')).toBe('2 photos');
    expect(plural(1250, 'point')).toBe('1\u202f250 points');
    expect(plural(1, 'avis', 'avis')).toBe('1 avis');
  });

  it('makes the customer texts agree with their numbers', () => {
    expect(fr.washes.success.points(1)).toBe('+1 point');
    expect(fr.profile.deleted(1, 2)).toBe('Compte supprimé : 1 lavage et 2 photos effacés.');
    expect(fr.notifications.streakWeeks(1)).toBe('🔥 1 semaine de suite');
    expect(fr.notifications.streakDays(3)).toBe('🔥 3 jours d’affilée');
  });
});
