import type { Msg } from '@app/shared/i18n/catalog';

/** The partner’s check page (/partenaire/verifier) in French, in its own chunk. */
export default {
  title: 'Vérifier une carte membre',
  intro: 'Saisissez le code affiché par le client (ou scannez son QR code) et votre code PIN partenaire.',
  code: 'Code du client',
  codeHint: '8 caractères, par exemple K7P2-9XQM',
  pin: 'Votre code PIN',
  pinHint: 'Donné par l’exploitant des stations',
  check: 'Vérifier le code',
  checking: 'Vérification…',
  valid: 'Code valable',
  offer: '-{discount} % chez {partner}' as Msg<{ discount: number; partner: string }>,
  member: 'Client : {name}' as Msg<{ name: string }>,
  usesLeft:
    '{count, plural, =1 {Dernière utilisation possible pour ce client} other {Encore # utilisations possibles pour ce client}}' as Msg<{
      count: number;
    }>,
  redeem: 'Valider l’utilisation',
  redeeming: 'Validation…',
  redeemed: 'Réduction accordée : le code est maintenant utilisé.',
  another: 'Vérifier un autre code',
  error: 'La vérification a échoué. Réessayez.',
};
