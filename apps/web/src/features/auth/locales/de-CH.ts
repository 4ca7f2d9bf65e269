import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** Swiss Standard German (no ß, formal «Sie»); the glossary is docs/glossary.md. */
export default {
  forgotTitle: 'Passwort vergessen',
  forgotIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos an: Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
  email: 'E-Mail',
  send: 'Link senden',
  sending: 'Wird gesendet...',
  backToLogin: 'Zurück zur Anmeldung',
  resetTitle: 'Neues Passwort',
  resetIntro: 'Wählen Sie ein neues Passwort (mindestens 6 Zeichen).',
  password: 'Neues Passwort',
  passwordRule: 'Mindestens 6 Zeichen und kein häufiges Passwort wie «123456» oder «passwort».',
  confirm: 'Passwort bestätigen',
  mismatch: 'Die beiden Passwörter stimmen nicht überein',
  save: 'Passwort speichern',
  saving: 'Wird gespeichert...',
  missingToken: 'Dieser Link ist unvollständig. Fordern Sie auf dem Anmeldebildschirm einen neuen Link an.',
  askAgain: 'Neuen Link anfordern',
  errorFallback: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  errorNetwork: 'Keine Verbindung zum Server',
} satisfies Translation<typeof source>;
