import type { Msg } from '@app/shared/i18n/catalog';

/** The station display’s French texts (the tablet at the bay), in its own chunk: members never download them. */
export default {
  title: 'Écran de station',
  pairTitle: 'Appairer cet écran',
  pairIntro:
    'Dans l’espace admin, ouvrez Réglages → la station → « Écrans de la station », créez un écran et saisissez ici le code d’appairage affiché.',
  pairLabel: 'Code d’appairage',
  pairHint: '8 caractères, valable 10 minutes',
  pairSubmit: 'Appairer',
  pairing: 'Appairage…',
  pairError: 'L’appairage a échoué. Vérifiez la connexion et réessayez.',
  revokedTitle: 'Cet écran a été révoqué',
  revoked: 'Ses codes ne sont plus acceptés. Appairez-le à nouveau avec un nouveau code.',
  unpairedTitle: 'Cet écran n’est plus reconnu',
  unpaired: 'Appairez-le à nouveau avec un nouveau code de l’espace admin.',
  pairAgain: 'Appairer à nouveau',
  clock:
    'L’heure de cet écran n’est pas juste : les codes seront refusés. Réglez la tablette sur l’heure automatique du réseau.',
  scan: 'Scannez pour valider votre lavage',
  orType: 'ou saisissez ce code dans l’application',
  codeLabel: 'Code actuel : {code}' as Msg<{ code: string }>,
  secondsLeft: 'Nouveau code dans {seconds} s' as Msg<{ seconds: number }>,
  offline: 'Hors ligne : les codes restent valables',
  wakeLockOff:
    'L’écran peut se mettre en veille : gardez la tablette branchée et réglez sa mise en veille sur « jamais ».',
  forget: 'Oublier cet écran',
  forgetConfirm: 'Oublier cet écran ? Il faudra l’appairer à nouveau.',
  forgetOperatorOnly:
    'Seul l’exploitant peut oublier cet écran : connectez-vous à l’espace admin sur cette tablette, ou révoquez l’écran dans Réglages → Écrans de la station.',
  forgetOffline: 'Sans réseau, cet écran ne peut pas être oublié. Réessayez quand la tablette est connectée.',
};
