/**
 * The one source of "now" for every rule on the server. Nothing else reads the system
 * time, so FAKE_NOW and tests can move the whole server in time.
 */
export interface Clock {
  now(): Date;
}

/** System time, optionally shifted so that it starts at `startAt` and runs on from there. */
export function systemClock(startAt?: Date): Clock {
  const offset = startAt ? startAt.getTime() - Date.now() : 0;
  return { now: () => new Date(Date.now() + offset) };
}

/** A clock that only moves when told to: for tests. */
export interface ManualClock extends Clock {
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
}

export function manualClock(start: Date | string = '2026-11-16T10:00:00Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
