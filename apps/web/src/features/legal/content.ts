/**
 * The programme's terms and its privacy notice (Swiss nFADP), in their own chunk. The
 * figures are the programme's defaults (docs/product.md); the operator's contact is the
 * one shown at the stations.
 */
export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The operator's details (Réglages → Marque), read from GET /api/brand. */
export interface Operator {
  name: string;
  legal_name: string;
  postal_address: string;
  contact_email: string;
}

/** « Lavage du Lac Sàrl, Quai 1, 2000 Neuchâtel. Contact : … », leaving out what is not set. */
const operatorLine = (operator: Operator) =>
  [operator.legal_name, operator.postal_address.replace(/\s*\n\s*/g, ', ')].filter(Boolean).join(', ') +
  (operator.contact_email ? `. Contact : ${operator.contact_email}.` : '.');

export const terms = (operator: Operator): LegalDocument => ({
  title: 'Conditions d’utilisation',
  updated: 'Version du 23 novembre 2026',
  intro: `Ces conditions règlent le programme de fidélité ${operator.name} des stations de lavage de son réseau. En créant un compte, vous les acceptez.`,
  sections: [
    {
      heading: '1. Le programme',
      paragraphs: [
        'Le programme est gratuit et réservé aux personnes physiques. Un compte par personne ; il est personnel et ne peut pas être cédé.',
        'Les points n’ont aucune valeur monétaire : ils ne sont ni remboursables, ni échangeables contre de l’argent, ni transférables à un autre membre.',
      ],
    },
    {
      heading: '2. Gagner des points',
      paragraphs: [
        'Chaque lavage est validé par une photo prise sur place avec la caméra de l’application. Un lavage standard rapporte 15 points, avec des bonus pour les heures creuses (avant 9 h ou après 18 h), le week-end, les séries de jours et votre niveau, comme l’écran de validation l’affiche avant l’envoi.',
        'Au plus 3 lavages validés par jour, et au plus un par station et par jour (heure de Zurich). Une même photo ne peut pas valider deux lavages.',
        'Des points bonus récompensent aussi un partage confirmé (Instagram +15, TikTok +20, une fois par lavage), un avis Google (+50, une fois par station), le parrainage (+50 pour le filleul à l’inscription, +100 pour le parrain au premier lavage validé du filleul), les badges et le podium du défi Snake hebdomadaire.',
      ],
    },
    {
      heading: '3. Niveaux, récompenses et classements',
      paragraphs: [
        'Vos points vous font progresser sur 100 niveaux. Les offres des partenaires se débloquent selon le niveau et les points ; leurs conditions sont celles indiquées sur chaque offre et sont honorées par le partenaire.',
        'Les classements (général, de la semaine et du mois) montrent votre pseudo ou votre prénom, jamais votre adresse e-mail. Les comptes de l’exploitant n’y figurent pas.',
      ],
    },
    {
      heading: '4. Usage loyal',
      paragraphs: [
        'Sont interdits : les photos qui ne montrent pas un lavage réel à la station, les comptes multiples, les parrainages fictifs, les partages ou avis non effectués, l’automatisation de l’application et tout contournement de ses limites.',
        'En cas d’abus, l’exploitant peut retirer les points obtenus indûment (chaque correction figure dans votre historique de points), suspendre le chat ou supprimer le compte.',
      ],
    },
    {
      heading: '5. Communauté',
      paragraphs: [
        'Le chat et la galerie sont réservés aux membres. Restez courtois : les messages signalés par trois membres sont masqués jusqu’à la décision d’un modérateur, et les propos injurieux sont filtrés.',
        'Vos photos de lavage paraissent dans la galerie, sauf si vous le refusez dans votre profil.',
      ],
    },
    {
      heading: '6. Changements et fin du programme',
      paragraphs: [
        'L’exploitant peut adapter les montants de points, les bonus et les offres pour l’avenir ; les points déjà acquis restent acquis. Les changements importants sont annoncés dans l’application.',
        'Vous pouvez supprimer votre compte à tout moment depuis votre profil : vos données et vos points sont alors effacés.',
        `Exploitant : ${operatorLine(operator)} Droit suisse applicable ; for à Neuchâtel.`,
      ],
    },
  ],
});

export const privacy = (operator: Operator): LegalDocument => ({
  title: 'Politique de confidentialité',
  updated: 'Version du 23 novembre 2026',
  intro: `Cette politique explique quelles données le programme ${operator.name} traite, pourquoi et combien de temps, conformément à la loi fédérale sur la protection des données (LPD).`,
  sections: [
    {
      heading: '1. Responsable',
      paragraphs: [`${operatorLine(operator)}`],
    },
    {
      heading: '2. Données traitées',
      paragraphs: [
        'Compte : nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte argon2id), pseudo, photo de profil et station préférée ; l’identifiant Google ou Apple si vous vous connectez ainsi.',
        'Programme : vos lavages (station, date, heure, photo), points et leur historique, niveaux, séries, badges, parrainages, parties du défi Snake, captures d’avis Google envoyées.',
        'Communauté : messages du chat, signalements, notifications.',
        'Technique : sessions de connexion (jeton conservé sous forme d’empreinte, navigateur utilisé), abonnements aux notifications push, adresse IP utilisée pour limiter les abus. Les photos sont réencodées : leurs métadonnées (dont la position GPS) sont supprimées.',
      ],
    },
    {
      heading: '3. Finalités',
      paragraphs: [
        'Faire fonctionner le programme (valider les lavages, calculer les points, les niveaux et les classements, débloquer les offres), vous informer de vos progrès, modérer la communauté et empêcher la fraude. Aucune publicité, aucune vente de données.',
      ],
    },
    {
      heading: '4. Ce que voient les autres membres',
      paragraphs: [
        'Votre pseudo ou, à défaut, votre prénom, votre photo de profil, votre niveau, vos points, vos badges mis en vitrine, vos messages du chat et, sauf refus dans votre profil, vos photos de lavage. Jamais votre adresse e-mail.',
      ],
    },
    {
      heading: '5. Durée de conservation',
      paragraphs: [
        'Tant que votre compte existe. À sa suppression, vos données, photos et messages sont effacés immédiatement ; le journal de l’exploitant ne garde que l’identifiant et le nom liés à ses actions. Les empreintes des photos (sans lien avec vous) sont conservées pour empêcher leur réutilisation.',
        'Les sessions expirent après 30 jours sans utilisation ; les liens de réinitialisation après 30 minutes.',
      ],
    },
    {
      heading: '6. Destinataires et sous-traitants',
      paragraphs: [
        'L’hébergeur de l’application ; Google ou Apple si vous choisissez de vous connecter avec eux ; le service de notifications push de votre navigateur (Google, Mozilla, Apple ou Microsoft) qui achemine les notifications chiffrées ; le service d’envoi des e-mails de réinitialisation. Certains peuvent traiter des données hors de Suisse, dans des pays offrant une protection adéquate ou avec des garanties contractuelles.',
      ],
    },
    {
      heading: '7. Vos droits',
      paragraphs: [
        'Vous pouvez consulter et corriger vos données dans votre profil, les télécharger (export) et supprimer votre compte à tout moment. Pour toute autre demande (accès, rectification, effacement, opposition), écrivez à l’adresse ci-dessus. Vous pouvez aussi vous adresser au Préposé fédéral à la protection des données et à la transparence (PFPDT).',
      ],
    },
    {
      heading: '8. Stockage sur votre appareil',
      paragraphs: [
        'L’application garde sur votre appareil un cookie de session, une copie de vos dernières données pour l’ouverture hors ligne (effacée à la déconnexion) et, si vous les activez, l’abonnement aux notifications. Aucun cookie publicitaire ni de mesure d’audience.',
      ],
    },
  ],
});
