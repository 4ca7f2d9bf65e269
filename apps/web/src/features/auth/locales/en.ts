import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** English; the glossary is docs/glossary.md. */
export default {
  forgotTitle: 'Forgotten password',
  forgotIntro: 'Enter your account’s email address: we will send you a link to choose a new password.',
  email: 'Email',
  send: 'Send the link',
  sending: 'Sending...',
  backToLogin: 'Back to sign-in',
  resetTitle: 'New password',
  resetIntro: 'Choose a new password (at least 6 characters).',
  password: 'New password',
  passwordRule: 'At least 6 characters, and not a common password such as “123456” or “password”.',
  confirm: 'Confirm the password',
  mismatch: 'The two passwords do not match',
  save: 'Save the password',
  saving: 'Saving...',
  missingToken: 'This link is incomplete. Ask for a new link from the sign-in screen.',
  askAgain: 'Ask for a new link',
  errorFallback: 'Something went wrong. Please try again.',
  errorNetwork: 'Could not reach the server',
} satisfies Translation<typeof source>;
