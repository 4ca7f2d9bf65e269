import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** Swiss Standard German (no ß, formal «Sie»); the glossary is docs/glossary.md. */
export default {
  title: 'Stationsbildschirm',
  pairTitle: 'Diesen Bildschirm koppeln',
  pairIntro:
    'Öffnen Sie im Admin-Bereich Einstellungen → die Station → «Bildschirme der Station», erstellen Sie einen Bildschirm und geben Sie hier den angezeigten Kopplungscode ein.',
  pairLabel: 'Kopplungscode',
  pairHint: '8 Zeichen, 10 Minuten gültig',
  pairSubmit: 'Koppeln',
  pairing: 'Wird gekoppelt…',
  pairError: 'Die Kopplung ist fehlgeschlagen. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  revokedTitle: 'Dieser Bildschirm wurde widerrufen',
  revoked: 'Seine Codes werden nicht mehr akzeptiert. Koppeln Sie ihn erneut mit einem neuen Code.',
  unpairedTitle: 'Dieser Bildschirm wird nicht mehr erkannt',
  unpaired: 'Koppeln Sie ihn erneut mit einem neuen Code aus dem Admin-Bereich.',
  pairAgain: 'Erneut koppeln',
  clock:
    'Die Uhrzeit dieses Bildschirms stimmt nicht: Die Codes werden abgelehnt. Stellen Sie das Tablet auf die automatische Netzwerkzeit.',
  scan: 'Scannen, um Ihre Wäsche zu bestätigen',
  orType: 'oder geben Sie diesen Code in der App ein',
  codeLabel: 'Aktueller Code: {code}',
  secondsLeft: 'Neuer Code in {seconds} s',
  offline: 'Offline: Die Codes bleiben gültig',
  wakeLockOff:
    'Der Bildschirm kann in den Ruhezustand gehen: Lassen Sie das Tablet am Strom und stellen Sie den Ruhezustand auf «nie».',
  forget: 'Diesen Bildschirm vergessen',
  forgetConfirm: 'Diesen Bildschirm vergessen? Er muss dann neu gekoppelt werden.',
  forgetOperatorOnly:
    'Nur der Betreiber kann diesen Bildschirm vergessen: Melden Sie sich auf diesem Tablet im Adminbereich an oder widerrufen Sie den Bildschirm unter Einstellungen → Bildschirme der Station.',
  forgetOffline:
    'Ohne Netz kann dieser Bildschirm nicht vergessen werden. Versuchen Sie es erneut, wenn das Tablet verbunden ist.',
} satisfies Translation<typeof source>;
