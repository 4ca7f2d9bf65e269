import { ZURICH } from '@app/shared/domain/zurich-time';

const dateFormat = new Intl.DateTimeFormat('fr-CH', {
  timeZone: ZURICH,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('fr-CH', { timeZone: ZURICH, hour: '2-digit', minute: '2-digit' });
const shortDate = new Intl.DateTimeFormat('fr-CH', {
  timeZone: ZURICH,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "samedi 21 novembre 2026", in Zurich time whatever the device's zone. */
export const formatZurichDate = (instant: Date) => dateFormat.format(instant);
/** "14:05", in Zurich time. */
export const formatZurichTime = (instant: Date) => timeFormat.format(instant);
export const formatShortDate = (instant: Date) => shortDate.format(instant);
