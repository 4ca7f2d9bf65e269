import { describe, expect, it } from 'vitest';
import {
  displayState,
  distanceMeters,
  formatPresenceToken,
  isFarFromStation,
  judgeStep,
  msLeftInStep,
  newPairingCode,
  normalizePairingCode,
  parsePresenceToken,
  presenceUrl,
  stepAt,
  stepStart,
} from './presence';
import { presenceCode } from './presence-code';
import { dailyStreakAfterWash, weeklyStreakAfterWash } from './streaks';

// RFC 6238, appendix B: the SHA1 key "12345678901234567890" in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('presence codes', () => {
  it('are the RFC 6238 codes (last 6 digits of the test vectors)', () => {
    expect(presenceCode(RFC_SECRET, stepAt(59_000))).toBe('287082');
    expect(presenceCode(RFC_SECRET, stepAt(1_111_111_109_000))).toBe('081804');
    expect(presenceCode(RFC_SECRET, stepAt(1_234_567_890_000))).toBe('005924');
    expect(presenceCode(RFC_SECRET, stepAt(20_000_000_000_000))).toBe('353130');
  });

  it('number steps of 30 seconds from the epoch', () => {
    expect(stepAt(new Date('1970-01-01T00:00:29.999Z'))).toBe(0);
    expect(stepAt(new Date('1970-01-01T00:00:30Z'))).toBe(1);
    expect(stepStart(2).toISOString()).toBe('1970-01-01T00:01:00.000Z');
    expect(msLeftInStep(31_000)).toBe(29_000);
  });
});

describe('presence tokens', () => {
  const displayId = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('read back what the QR carries, and nothing else', () => {
    const token = { displayId, step: 58_000_000, code: '012345' };
    expect(parsePresenceToken(formatPresenceToken(token))).toEqual(token);
    expect(presenceUrl('https://app.example', token)).toBe(
      `https://app.example/add-wash?presence=${displayId}.58000000.012345`,
    );
    for (const bad of [
      '',
      `${displayId}.1.12345`,
      `${displayId}.1.1234567`,
      `${displayId}..123456`,
      `${displayId}.-1.123456`,
      `not-a-uuid.1.123456`,
      `${displayId}.1.123456.extra`,
      `${displayId}.1e3.123456`,
    ])
      expect(parsePresenceToken(bad)).toBeNull();
  });
});

describe('judgeStep', () => {
  const online = { capturedOffline: false, offlineHours: 6 };
  const offline = { capturedOffline: true, offlineHours: 6 };

  it('accepts the current step and one either side online', () => {
    expect(judgeStep(100, 100, online)).toBe('ok');
    expect(judgeStep(99, 100, online)).toBe('ok');
    expect(judgeStep(101, 100, online)).toBe('ok');
    expect(judgeStep(98, 100, online)).toBe('stale');
    expect(judgeStep(102, 100, online)).toBe('future');
  });

  it('accepts an offline step up to the set hours old, never one ahead', () => {
    const sixHours = 6 * 120;
    expect(judgeStep(1000 - sixHours, 1000, offline)).toBe('ok');
    expect(judgeStep(1000 - sixHours - 1, 1000, offline)).toBe('stale');
    expect(judgeStep(1002, 1000, offline)).toBe('future');
    // 0 hours: an offline wash still has the online window.
    expect(judgeStep(999, 1000, { capturedOffline: true, offlineHours: 0 })).toBe('ok');
    expect(judgeStep(998, 1000, { capturedOffline: true, offlineHours: 0 })).toBe('stale');
  });
});

describe('distance to the station', () => {
  const cernier = { lat: 47.0587, lng: 6.9011 };

  it('measures metres, and counts the accuracy in the customer’s favour', () => {
    const saintBlaise = { lat: 47.0148, lng: 6.9886 };
    expect(distanceMeters(cernier, saintBlaise)).toBeGreaterThan(7_500);
    expect(distanceMeters(cernier, saintBlaise)).toBeLessThan(8_500);
    expect(isFarFromStation({ ...cernier, accuracy: 10 }, cernier)).toBe(false);
    expect(isFarFromStation({ ...saintBlaise, accuracy: 30 }, cernier)).toBe(true);
    expect(isFarFromStation({ ...saintBlaise, accuracy: 10_000 }, cernier)).toBe(false);
  });
});

describe('pairing codes', () => {
  it('have 8 unambiguous characters and are read as typed', () => {
    const code = newPairingCode((n) => n - 1);
    expect(code).toBe('99999999');
    expect(newPairingCode(() => 0)).toBe('AAAAAAAA');
    expect(normalizePairingCode(' abcd-efgh ')).toBe('ABCDEFGH');
  });
});

describe('streaks and late washes', () => {
  it('leave the streak as it is when a wash of an earlier day or week arrives late', () => {
    expect(dailyStreakAfterWash({ count: 3, last: '2026-11-20' }, '2026-11-19')).toEqual({
      count: 3,
      last: '2026-11-20',
    });
    expect(weeklyStreakAfterWash({ count: 2, last: '2026-11-16' }, '2026-11-09')).toEqual({
      count: 2,
      last: '2026-11-16',
    });
  });
});

describe('displayState', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  it('is live when a display was heard from within 10 minutes, silent after, none without one', () => {
    expect(displayState(now - 10 * 60_000, now)).toBe('live');
    expect(displayState(now - 10 * 60_000 - 1, now)).toBe('silent');
    expect(displayState(null, now)).toBe('none');
  });
});
