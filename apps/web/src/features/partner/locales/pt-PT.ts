import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** European Portuguese, formal register; the glossary is docs/glossary.md. */
export default {
  title: 'Verificar um cartão de membro',
  intro: 'Introduza o código apresentado pelo cliente (ou leia o código QR) e o seu código PIN de parceiro.',
  code: 'Código do cliente',
  codeHint: '8 caracteres, por exemplo K7P2-9XQM',
  pin: 'O seu código PIN',
  pinHint: 'Fornecido pelo operador das estações',
  check: 'Verificar o código',
  checking: 'A verificar…',
  valid: 'Código válido',
  offer: '-{discount} % em {partner}',
  member: 'Cliente: {name}',
  usesLeft:
    '{count, plural, =1 {Última utilização possível para este cliente} other {Ainda # utilizações possíveis para este cliente}}',
  redeem: 'Validar a utilização',
  redeeming: 'A validar…',
  redeemed: 'Desconto concedido: o código está agora utilizado.',
  another: 'Verificar outro código',
  error: 'A verificação falhou. Tente novamente.',
} satisfies Translation<typeof source>;
