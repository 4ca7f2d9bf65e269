import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** Swiss Standard German (no ß, formal «Sie»); the glossary is docs/glossary.md. */
export default {
  title: 'Eine Mitgliederkarte prüfen',
  intro:
    'Geben Sie den Code ein, den die Kundin oder der Kunde zeigt (oder scannen Sie den QR-Code), und Ihren Partner-PIN-Code.',
  code: 'Code der Kundin oder des Kunden',
  codeHint: '8 Zeichen, zum Beispiel K7P2-9XQM',
  pin: 'Ihr PIN-Code',
  pinHint: 'Vom Betreiber der Stationen erhalten',
  check: 'Code prüfen',
  checking: 'Wird geprüft…',
  valid: 'Code gültig',
  offer: '-{discount} % bei {partner}',
  member: 'Kunde: {name}',
  usesLeft:
    '{count, plural, =1 {Letzte mögliche Einlösung für diese Person} other {Noch # Einlösungen für diese Person möglich}}',
  redeem: 'Einlösung bestätigen',
  redeeming: 'Wird bestätigt…',
  redeemed: 'Rabatt gewährt: Der Code ist jetzt eingelöst.',
  another: 'Einen anderen Code prüfen',
  error: 'Die Prüfung ist fehlgeschlagen. Versuchen Sie es erneut.',
} satisfies Translation<typeof source>;
