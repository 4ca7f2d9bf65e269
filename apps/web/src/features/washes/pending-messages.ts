/** French texts of the washes kept on the phone until there is a network. */
export const pendingText = {
  saved: 'Lavage enregistré : il sera validé dès que vous aurez du réseau.',
  savedTitle: 'Lavage enregistré',
  savedHint: 'Vous recevrez une notification avec vos points. Vous pouvez fermer l’application.',
  backHome: 'Retour à l’accueil',
  cardTitle: 'Lavages en attente de réseau',
  waiting: (station: string, when: string) => `${station}, ${when} : en attente de réseau`,
  refused: (station: string, when: string) => `${station}, ${when} : refusé`,
  sendNow: 'Envoyer maintenant',
  sending: 'Envoi…',
  dismiss: 'Retirer',
} as const;
