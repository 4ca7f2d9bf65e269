/** French texts of the partner's check page (/partenaire/verifier), in its own chunk. */
export const partnerText = {
  title: 'Vérifier une carte membre',
  intro: 'Saisissez le code affiché par le client (ou scannez son QR code) et votre code PIN partenaire.',
  code: 'Code du client',
  codeHint: '8 caractères, par exemple K7P2-9XQM',
  pin: 'Votre code PIN',
  pinHint: 'Donné par l’équipe Éclat Lavage',
  check: 'Vérifier le code',
  checking: 'Vérification…',
  valid: 'Code valable',
  offer: (discount: number, partner: string) => `-${discount} % chez ${partner}`,
  member: (name: string) => `Client : ${name}`,
  usesLeft: (count: number) =>
    count === 1
      ? 'Dernière utilisation possible pour ce client'
      : `Encore ${count} utilisations possibles pour ce client`,
  redeem: 'Valider l’utilisation',
  redeeming: 'Validation…',
  redeemed: 'Réduction accordée : le code est maintenant utilisé.',
  another: 'Vérifier un autre code',
  error: 'La vérification a échoué. Réessayez.',
} as const;
