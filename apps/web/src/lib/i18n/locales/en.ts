import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** English, for customers of the Swiss stations; the glossary is docs/glossary.md. */
export default {
  app: {
    name: 'Éclat Lavage',
    tagline: 'The car wash app that keeps you going',
    loading: 'Loading...',
  },
  login: {
    withGoogle: 'Continue with Google',
    withApple: 'Continue with Apple',
    or: 'or',
    providerErrors: {
      denied: 'Sign-in cancelled.',
      invalid: 'The sign-in could not be verified. Please try again.',
      expired: 'The sign-in has expired. Please try again.',
      unavailable: 'This sign-in service is unavailable at the moment.',
      email_unverified:
        'An account already exists with this address, but the service does not confirm that it is yours. Sign in with your password.',
      rate_limited: 'Too many attempts. Please try again in a few minutes.',
    },
    referralCode: 'Referral code (optional)',
    titleLogin: 'Sign in',
    titleRegister: 'Create an account',
    email: 'Email',
    emailPlaceholder: 'you@example.ch',
    password: 'Password',
    passwordRule: 'At least 6 characters, and not a common password such as “123456” or “password”.',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    name: 'Full name',
    namePlaceholder: 'First Last',
    favoriteStation: 'Favourite station',
    chooseStation: 'Choose a station',
    submitLogin: 'Sign in',
    submitRegister: 'Create my account',
    submittingLogin: 'Signing in...',
    submittingRegister: 'Signing up...',
    toggleToLogin: 'Already have an account? Sign in',
    toggleToRegister: 'No account? Sign up',
    discoverLevels: 'Discover the 100 levels',
    features: [
      {
        title: 'Photo validation',
        text: 'Take a photo of your car at the station and earn your points.',
      },
      { title: '100 levels', text: 'From Rookie to Absolute Supreme: every wash takes you further.' },
      { title: 'Bonus points', text: 'Off-peak hours, weekends, streaks, shares and Google reviews.' },
    ],
    forgotPassword: 'Forgot your password?',
    legal: {
      before: 'By continuing, you accept our ',
      terms: 'terms of use',
      between: ' and our ',
      privacy: 'privacy policy',
      after:
        '. Your photos validate your washes and appear in the members’ gallery, unless you opt out in your profile.',
    },
    /** The open stations are counted (the network is the operator's data). */
    footer: '{count, plural, one {# station} other {# stations}} • 100 levels • Bonus points',
    footerNoCount: '100 levels • Bonus points',
    errorFallback: 'Sign-in error',
    errorNetwork: 'Could not reach the server',
  },
  common: {
    /** Past 8 stations, a search narrows the station choices. */
    searchStation: 'Search for a station',
    noStationMatches: 'No station matches',
    points: '{points, number} pts',
    pointsLong: '{points, number} points',
    level: 'Level {level}',
    close: 'Close',
    cancel: 'Cancel',
    back: 'Back',
    error: 'Error: {detail}',
    retry: 'Try again',
    loadError: 'This data could not be loaded.',
    offlineNotLoaded:
      'Offline: this data has not been loaded on this phone yet. It will show when the network is back.',
    language: 'Language',
  },
  calendar: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    fullDate: '{weekday}, {day} {month} {year}',
    longDate: '{day} {month} {year}',
  },
  offline: 'You are offline. The data shown may not be up to date.',
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to home',
  },
} satisfies Translation<typeof source>;
