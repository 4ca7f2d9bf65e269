import { describe, expect, it } from 'vitest';
import {
  bySeriousness,
  oldEnoughToReport,
  washReviewReason,
  washReviewReasons,
  washesFarEnoughApart,
} from './fair-play';

const at = (iso: string) => new Date(iso);

describe('washesFarEnoughApart', () => {
  it('needs two washes 20 hours apart, not two days met around midnight', () => {
    expect(washesFarEnoughApart([at('2026-11-16T22:58:00Z'), at('2026-11-16T23:04:00Z')])).toBe(false);
    expect(washesFarEnoughApart([at('2026-11-16T10:00:00Z')])).toBe(false);
    expect(washesFarEnoughApart([])).toBe(false);
    expect(washesFarEnoughApart([at('2026-11-16T10:00:00Z'), at('2026-11-17T05:59:59Z')])).toBe(false);
    expect(washesFarEnoughApart([at('2026-11-16T10:00:00Z'), at('2026-11-17T06:00:00Z')])).toBe(true);
    expect(
      washesFarEnoughApart([
        at('2026-11-17T06:00:00Z'),
        at('2026-11-16T12:00:00Z'),
        at('2026-11-16T10:00:00Z'),
      ]),
    ).toBe(true);
  });
});

describe('oldEnoughToReport', () => {
  it('counts an account from its seventh day', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(oldEnoughToReport(at('2026-11-16T10:00:01Z'), now)).toBe(false);
    expect(oldEnoughToReport(at('2026-11-16T10:00:00Z'), now)).toBe(true);
  });
});

/** A wash the server noticed nothing about. */
const none = {
  far: false,
  severalAccounts: false,
  sharedCode: false,
  nearPhoto: false,
  proven: false,
  outsideHours: false,
};

describe('washReviewReason', () => {
  it('names the strongest signal, and nothing for a wash with none', () => {
    expect(washReviewReason(none)).toBeNull();
    expect(washReviewReason({ ...none, outsideHours: true })).toBe('outside_hours');
    expect(washReviewReason({ ...none, outsideHours: true, nearPhoto: true })).toBe('own_photo');
    expect(washReviewReason({ ...none, nearPhoto: true, proven: true })).toBe('similar_photo');
    expect(washReviewReason({ ...none, sharedCode: true, nearPhoto: true })).toBe('shared_code');
    expect(washReviewReason({ ...none, severalAccounts: true, sharedCode: true })).toBe('several_accounts');
    expect(washReviewReason({ ...none, far: true, severalAccounts: true })).toBe('far');
  });
});

describe('washReviewReasons (issue 50)', () => {
  it('lists every signal once, the most serious first', () => {
    expect(washReviewReasons(none)).toEqual([]);
    expect(washReviewReasons({ ...none, outsideHours: true, blurryPhoto: true, far: true })).toEqual([
      'far',
      'blurry',
      'outside_hours',
    ]);
    expect(washReviewReasons({ ...none, nearPhoto: true, blurryPhoto: true })).toEqual([
      'own_photo',
      'blurry',
    ]);
  });

  it('does not list a poor photo that a station’s code backs', () => {
    expect(washReviewReasons({ ...none, blurryPhoto: true })).toEqual(['blurry']);
    expect(washReviewReasons({ ...none, blurryPhoto: true, proven: true })).toEqual([]);
    expect(washReviewReason({ ...none, blurryPhoto: true, proven: true })).toBeNull();
  });

  it('orders any reasons by seriousness: a missing car before a poor photo, after a far one', () => {
    expect(bySeriousness(['blurry', 'no_car', 'far', 'blurry'])).toEqual(['far', 'no_car', 'blurry']);
    expect(bySeriousness(['outside_hours', 'own_photo', 'several_accounts'])).toEqual([
      'several_accounts',
      'own_photo',
      'outside_hours',
    ]);
  });
});
