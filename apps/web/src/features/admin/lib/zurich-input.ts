import { zurichInstant, zurichParts } from '@app/shared/domain/zurich-time';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local field shows it: Zurich wall-clock time, whatever the device's zone. */
export function toZurichInput(iso: string): string {
  const { year, month, day, hour, minute } = zurichParts(new Date(iso));
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** What the operator typed in a datetime-local field, read as Zurich time; null when it is not a date. */
export function fromZurichInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, day, hour, minute] = match as unknown as [string, string, string, string];
  return zurichInstant(day, Number(hour) * 60 + Number(minute)).toISOString();
}

/** Minutes after midnight as a time field shows them ("14:00"); 1440 reads as "24:00". */
export function minuteToTime(minute: number | null): string {
  return minute === null ? '' : `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** A time field's "14:30" as minutes after midnight; null when empty or not a time. */
export function timeToMinute(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
