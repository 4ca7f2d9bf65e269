import { frenchTypography } from '@app/shared/i18n/typography';

/**
 * A French text as the API writes it: its typography (narrow no-break spaces, decision in
 * packages/shared/src/i18n/typography.ts) on the sentence, never on the values put in it
 * (a member's name, an operator's reason stay as typed).
 */
export function fr(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce(
    (text, part, index) =>
      text + frenchTypography(part) + (index < values.length ? String(values[index]) : ''),
    '',
  );
}
