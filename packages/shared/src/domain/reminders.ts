import type { DayString } from './zurich-time';

/**
 * What a member lets the programme send them (issue 33): each automatic message belongs
 * to a category the profile can turn off, and e-mails go only to members who opted in.
 */
export const REMINDER_CATEGORIES = ['streak', 'offers', 'birthday'] as const;
export type ReminderCategory = (typeof REMINDER_CATEGORIES)[number];
export type ReminderChoices = Record<ReminderCategory, boolean>;

export const DEFAULT_REMINDERS: ReminderChoices = { streak: true, offers: true, birthday: true };

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day and month of birth, "MM-DD", never the year (29 February included). */
export function isBirthday(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The birthdays ("MM-DD") celebrated on `day` (a Zurich day): 29 February on the 28th in other years. */
export function birthdaysOn(day: DayString): string[] {
  const monthDay = day.slice(5);
  return monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4))) ? [monthDay, '02-29'] : [monthDay];
}

/** Whether `day` (a Zurich day) is the birthday. */
export function isBirthdayOn(birthday: string, day: DayString): boolean {
  return birthdaysOn(day).includes(birthday);
}
