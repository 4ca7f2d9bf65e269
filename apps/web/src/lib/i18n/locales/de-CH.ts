import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** Swiss Standard German (no ß, formal «Sie»); the glossary is docs/glossary.md. */
export default {
  app: {
    name: 'Éclat Lavage',
    tagline: 'Die Autowasch-App, die motiviert',
    loading: 'Wird geladen...',
  },
  login: {
    withGoogle: 'Weiter mit Google',
    withApple: 'Weiter mit Apple',
    or: 'oder',
    providerErrors: {
      denied: 'Anmeldung abgebrochen.',
      invalid: 'Die Anmeldung konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
      expired: 'Die Anmeldung ist abgelaufen. Bitte versuchen Sie es erneut.',
      unavailable: 'Dieser Anmeldedienst ist im Moment nicht verfügbar.',
      email_unverified:
        'Zu dieser Adresse gibt es bereits ein Konto, aber der Dienst bestätigt nicht, dass sie Ihnen gehört. Melden Sie sich mit Ihrem Passwort an.',
      rate_limited: 'Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten erneut.',
    },
    referralCode: 'Empfehlungscode (optional)',
    titleLogin: 'Anmelden',
    titleRegister: 'Konto erstellen',
    email: 'E-Mail',
    emailPlaceholder: 'sie@beispiel.ch',
    password: 'Passwort',
    passwordRule: 'Mindestens 6 Zeichen und kein häufiges Passwort wie «123456» oder «passwort».',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    name: 'Vor- und Nachname',
    namePlaceholder: 'Vorname Name',
    favoriteStation: 'Lieblingsstation',
    chooseStation: 'Station wählen',
    submitLogin: 'Anmelden',
    submitRegister: 'Konto erstellen',
    submittingLogin: 'Anmeldung...',
    submittingRegister: 'Registrierung...',
    toggleToLogin: 'Schon ein Konto? Anmelden',
    toggleToRegister: 'Noch kein Konto? Registrieren',
    discoverLevels: 'Die 100 Level entdecken',
    features: [
      {
        title: 'Bestätigung per Foto',
        text: 'Fotografieren Sie Ihr Auto an der Station und sammeln Sie Ihre Punkte.',
      },
      { title: '100 Level', text: 'Von Rookie bis Absolut Supreme: Jede Wäsche bringt Sie weiter.' },
      { title: 'Bonuspunkte', text: 'Randzeiten, Wochenende, Serien, Beiträge und Google-Bewertungen.' },
    ],
    forgotPassword: 'Passwort vergessen?',
    legal: {
      before: 'Mit dem Fortfahren akzeptieren Sie unsere ',
      terms: 'Nutzungsbedingungen',
      between: ' und unsere ',
      privacy: 'Datenschutzerklärung',
      after:
        '. Ihre Fotos bestätigen Ihre Wäschen und erscheinen in der Galerie der Mitglieder, ausser Sie lehnen dies in Ihrem Profil ab.',
    },
    /** The open stations are counted (the network is the operator's data). */
    footer: '{count, plural, one {# Station} other {# Stationen}} • 100 Level • Bonuspunkte',
    footerNoCount: '100 Level • Bonuspunkte',
    errorFallback: 'Anmeldefehler',
    errorNetwork: 'Keine Verbindung zum Server',
  },
  common: {
    /** Past 8 stations, a search narrows the station choices. */
    searchStation: 'Station suchen',
    noStationMatches: 'Keine Station passt',
    points: '{points, number} Pkt.',
    pointsLong: '{points, number} Punkte',
    level: 'Level {level}',
    close: 'Schliessen',
    cancel: 'Abbrechen',
    back: 'Zurück',
    error: 'Fehler: {detail}',
    retry: 'Erneut versuchen',
    loadError: 'Diese Daten konnten nicht geladen werden.',
    offlineNotLoaded:
      'Offline: Diese Daten wurden auf diesem Telefon noch nicht geladen. Sie erscheinen, sobald Sie wieder Empfang haben.',
    language: 'Sprache',
  },
  calendar: {
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    fullDate: '{weekday}, {day}. {month} {year}',
    longDate: '{day}. {month} {year}',
  },
  offline: 'Sie sind offline. Die angezeigten Daten sind möglicherweise nicht aktuell.',
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    backHome: 'Zurück zur Startseite',
  },
} satisfies Translation<typeof source>;
