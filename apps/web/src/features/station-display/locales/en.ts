import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** English; the glossary is docs/glossary.md. */
export default {
  title: 'Station screen',
  pairTitle: 'Pair this screen',
  pairIntro:
    'In the admin area, open Settings → the station → “Station screens”, create a screen and enter the pairing code shown here.',
  pairLabel: 'Pairing code',
  pairHint: '8 characters, valid for 10 minutes',
  pairSubmit: 'Pair',
  pairing: 'Pairing…',
  pairError: 'Pairing failed. Check the connection and try again.',
  revokedTitle: 'This screen has been revoked',
  revoked: 'Its codes are no longer accepted. Pair it again with a new code.',
  unpairedTitle: 'This screen is no longer recognised',
  unpaired: 'Pair it again with a new code from the admin area.',
  pairAgain: 'Pair again',
  clock:
    'This screen’s clock is wrong: codes will be refused. Set the tablet to the network’s automatic time.',
  scan: 'Scan to validate your wash',
  orType: 'or enter this code in the app',
  codeLabel: 'Current code: {code}',
  secondsLeft: 'New code in {seconds} s',
  offline: 'Offline: codes stay valid',
  wakeLockOff: 'The screen may go to sleep: keep the tablet plugged in and set its sleep to “never”.',
  forget: 'Forget this screen',
  forgetConfirm: 'Forget this screen? It will have to be paired again.',
  forgetOperatorOnly:
    'Only the operator can forget this screen: sign in to the admin area on this tablet, or revoke the screen in Settings → Station screens.',
  forgetOffline: 'Without a network this screen cannot be forgotten. Try again when the tablet is connected.',
} satisfies Translation<typeof source>;
