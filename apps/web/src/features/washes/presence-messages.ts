/** French texts of the proof of presence on the add-wash screen (its own chunk, not the catalog). */
export const presenceText = {
  title: 'Code de la station',
  required: 'Cette station demande le code affiché sur son écran.',
  howTo: 'Pointez la caméra vers le code QR de l’écran, ou saisissez les 6 chiffres affichés.',
  detected: (station: string) => `Code de l’écran reçu : ${station}`,
  detectedHint: 'Prenez maintenant la photo de votre voiture.',
  resolving: 'Lecture du code…',
  detectedOffline: 'Code de l’écran reçu',
  chooseStation: 'Sans réseau : choisissez la station où vous êtes, puis prenez la photo.',
  unknownDisplay: 'Ce code QR n’est pas celui d’un écran de station actif.',
  notAPresenceCode: 'Ce code QR n’est pas celui d’une station Éclat Lavage.',
  codeLabel: 'Code à 6 chiffres',
  codeHint: 'Affiché en grand sous le code QR',
  scanning: 'Recherche du code QR…',
  scanAgain: 'Scanner à nouveau',
  forget: 'Effacer le code',
} as const;
