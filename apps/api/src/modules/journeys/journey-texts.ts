import type { JourneyKey } from '@app/shared/domain/journeys';
import type { Locale } from '@app/shared/domain/locales';

/**
 * The journeys' texts until the operator edits them (issue 33), in the four languages.
 * Placeholders: {name} (pseudo or first name), {weeks}, {points}, {station}, {days},
 * {offer} (the win-back offer's sentence, or nothing), {level}.
 */
export const DEFAULT_JOURNEY_TEXTS: Record<JourneyKey, Record<Locale, { title: string; body: string }>> = {
  streak_at_risk: {
    'fr-CH': {
      title: '{name}, votre série est en jeu 🔥',
      body: 'Votre série de {weeks} semaines s’arrête dimanche soir. Un lavage d’ici là la prolonge et vous rapporte {points} points.',
    },
    'de-CH': {
      title: '{name}, Ihre Serie steht auf dem Spiel 🔥',
      body: 'Ihre Serie von {weeks} Wochen endet am Sonntagabend. Eine Wäsche bis dahin verlängert sie und bringt Ihnen {points} Punkte.',
    },
    'pt-PT': {
      title: '{name}, a sua série está em jogo 🔥',
      body: 'A sua série de {weeks} semanas acaba no domingo à noite. Uma lavagem até lá prolonga-a e dá-lhe {points} pontos.',
    },
    en: {
      title: '{name}, your streak is at stake 🔥',
      body: 'Your {weeks}-week streak ends on Sunday evening. A wash before then keeps it going and earns you {points} points.',
    },
  },
  welcome: {
    'fr-CH': {
      title: 'Bienvenue, {name} !',
      body: 'Validez votre premier lavage à {station} : photographiez votre voiture dans l’application, avec le code de l’écran de la station, et gagnez {points} points.',
    },
    'de-CH': {
      title: 'Willkommen, {name}!',
      body: 'Bestätigen Sie Ihre erste Wäsche in {station}: Fotografieren Sie Ihr Auto in der App, mit dem Code vom Bildschirm der Station, und erhalten Sie {points} Punkte.',
    },
    'pt-PT': {
      title: 'Bem-vindo, {name}!',
      body: 'Valide a sua primeira lavagem em {station}: fotografe o seu carro na aplicação, com o código do ecrã da estação, e ganhe {points} pontos.',
    },
    en: {
      title: 'Welcome, {name}!',
      body: 'Validate your first wash at {station}: photograph your car in the app, with the code on the station’s screen, and earn {points} points.',
    },
  },
  win_back: {
    'fr-CH': {
      title: 'Votre voiture vous attend, {name}',
      body: 'Cela fait {days} jours depuis votre dernier lavage. {offer}',
    },
    'de-CH': {
      title: 'Ihr Auto wartet auf Sie, {name}',
      body: 'Ihre letzte Wäsche ist {days} Tage her. {offer}',
    },
    'pt-PT': {
      title: 'O seu carro espera por si, {name}',
      body: 'Já passaram {days} dias desde a sua última lavagem. {offer}',
    },
    en: {
      title: 'Your car is waiting, {name}',
      body: 'It has been {days} days since your last wash. {offer}',
    },
  },
  almost_there: {
    'fr-CH': {
      title: 'Plus qu’un lavage ! ✨',
      body: '{name}, un seul lavage vous sépare {goal} : il vous manque {points} points.',
    },
    'de-CH': {
      title: 'Nur noch eine Wäsche! ✨',
      body: '{name}, nur eine Wäsche trennt Sie {goal}: Es fehlen Ihnen {points} Punkte.',
    },
    'pt-PT': {
      title: 'Só falta uma lavagem! ✨',
      body: '{name}, só uma lavagem o separa {goal}: faltam-lhe {points} pontos.',
    },
    en: {
      title: 'Just one wash to go! ✨',
      body: '{name}, a single wash separates you {goal}: you are {points} points away.',
    },
  },
  birthday: {
    'fr-CH': {
      title: 'Joyeux anniversaire, {name} ! 🎂',
      body: 'Nous vous offrons {points} points. Belle journée !',
    },
    'de-CH': {
      title: 'Alles Gute zum Geburtstag, {name}! 🎂',
      body: 'Wir schenken Ihnen {points} Punkte. Einen schönen Tag!',
    },
    'pt-PT': {
      title: 'Feliz aniversário, {name}! 🎂',
      body: 'Oferecemos-lhe {points} pontos. Um bom dia!',
    },
    en: {
      title: 'Happy birthday, {name}! 🎂',
      body: 'We give you {points} points. Have a lovely day!',
    },
  },
};
