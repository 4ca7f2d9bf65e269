import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** European Portuguese, formal register; the glossary is docs/glossary.md. */
export default {
  forgotTitle: 'Palavra-passe esquecida',
  forgotIntro:
    'Indique o endereço de e-mail da sua conta: enviamos-lhe uma ligação para escolher uma nova palavra-passe.',
  email: 'E-mail',
  send: 'Enviar a ligação',
  sending: 'A enviar...',
  backToLogin: 'Voltar ao início de sessão',
  resetTitle: 'Nova palavra-passe',
  resetIntro: 'Escolha uma nova palavra-passe (pelo menos 6 caracteres).',
  password: 'Nova palavra-passe',
  passwordRule: 'Pelo menos 6 caracteres, e não uma palavra-passe comum como «123456» ou «password».',
  confirm: 'Confirmar a palavra-passe',
  mismatch: 'As duas palavras-passe não são iguais',
  save: 'Guardar a palavra-passe',
  saving: 'A guardar...',
  missingToken: 'Esta ligação está incompleta. Peça uma nova ligação no ecrã de início de sessão.',
  askAgain: 'Pedir uma nova ligação',
  errorFallback: 'Ocorreu um erro. Tente novamente.',
  errorNetwork: 'Erro de ligação ao servidor',
} satisfies Translation<typeof source>;
