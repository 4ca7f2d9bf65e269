import { describe, expect, it } from 'vitest';
import { manualClock, systemClock } from './clock';

describe('clocks', () => {
  it('a shifted system clock starts at the given instant and runs on', async () => {
    const clock = systemClock(new Date('2026-03-29T00:59:00Z'));
    const first = clock.now().getTime();
    expect(Math.abs(first - Date.parse('2026-03-29T00:59:00Z'))).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
  });

  it('a manual clock moves only when told', () => {
    const clock = manualClock('2026-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:01:00.000Z');
    clock.set('2026-06-01T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });
});
