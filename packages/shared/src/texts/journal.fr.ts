/**
 * The journal's actions as French sentences: the admin screen and the CSV export show the
 * same words (a future language adds its own file beside this one).
 */
export const JOURNAL_ACTIONS_FR: Readonly<Record<string, string>> = {
  'user.create': 'Membre créé',
  'user.update': 'Membre modifié',
  'user.delete': 'Membre supprimé',
  'user.clear_all': 'Tous les membres supprimés',
  'points.adjust': 'Points ajustés',
  'photo.delete': 'Photo supprimée',
  'review.approve': 'Avis Google validé',
  'review.reject': 'Avis Google rejeté',
  'chat.message.delete': 'Message supprimé',
  'chat.message.restore': 'Message rétabli',
  'chat.messages.delete_user': 'Messages d’un membre supprimés',
  'chat.mute': 'Membre réduit au silence',
  'chat.unmute': 'Sourdine levée',
  'chat.word.add': 'Mot masqué ajouté',
  'chat.word.remove': 'Mot masqué retiré',
  'feed_post.create': 'Publication ajoutée',
  'feed_post.update': 'Publication modifiée',
  'feed_post.delete': 'Publication supprimée',
  'reward.create': 'Récompense ajoutée',
  'reward.update': 'Récompense modifiée',
  'reward.delete': 'Récompense supprimée',
  'reward.logo': 'Logo de partenaire changé',
  'reward.logo_remove': 'Logo de partenaire retiré',
  'reward.redeem': 'Récompense utilisée chez le partenaire',
  'settings.update': 'Réglages modifiés',
  'points_scale.update': 'Barème des points modifié',
  'station.display.create': 'Écran de station ajouté',
  'station.display.revoke': 'Écran de station révoqué',
  'wash.review.keep': 'Lavage validé après vérification',
  'wash.review.cancel': 'Lavage annulé',
  'campaign.create': 'Campagne créée',
  'campaign.update': 'Campagne modifiée',
  'campaign.stop': 'Campagne arrêtée',
  'campaign.delete': 'Campagne supprimée',
  'announcement.create': 'Annonce envoyée ou programmée',
  'announcement.cancel': 'Annonce annulée',
  'export.create': 'Export CSV téléchargé',
};

/** An action's sentence, or its code when it is new. */
export const journalActionFr = (action: string): string => JOURNAL_ACTIONS_FR[action] ?? action;
