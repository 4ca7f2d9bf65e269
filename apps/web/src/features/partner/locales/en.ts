import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** English; the glossary is docs/glossary.md. */
export default {
  title: 'Check a member card',
  intro: 'Enter the code the customer shows (or scan their QR code) and your partner PIN code.',
  code: 'Customer’s code',
  codeHint: '8 characters, for example K7P2-9XQM',
  pin: 'Your PIN code',
  pinHint: 'Given by the stations’ operator',
  check: 'Check the code',
  checking: 'Checking…',
  valid: 'Valid code',
  offer: '-{discount} % at {partner}',
  member: 'Customer: {name}',
  usesLeft:
    '{count, plural, =1 {Last possible use for this customer} other {# more uses possible for this customer}}',
  redeem: 'Confirm the use',
  redeeming: 'Confirming…',
  redeemed: 'Discount granted: the code is now used.',
  another: 'Check another code',
  error: 'The check failed. Try again.',
} satisfies Translation<typeof source>;
