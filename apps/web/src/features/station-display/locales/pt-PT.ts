import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** European Portuguese, formal register; the glossary is docs/glossary.md. */
export default {
  title: 'Ecrã de estação',
  pairTitle: 'Emparelhar este ecrã',
  pairIntro:
    'Na área de administração, abra Definições → a estação → «Ecrãs da estação», crie um ecrã e introduza aqui o código de emparelhamento apresentado.',
  pairLabel: 'Código de emparelhamento',
  pairHint: '8 caracteres, válido durante 10 minutos',
  pairSubmit: 'Emparelhar',
  pairing: 'A emparelhar…',
  pairError: 'O emparelhamento falhou. Verifique a ligação e tente novamente.',
  revokedTitle: 'Este ecrã foi revogado',
  revoked: 'Os seus códigos já não são aceites. Emparelhe-o de novo com um novo código.',
  unpairedTitle: 'Este ecrã já não é reconhecido',
  unpaired: 'Emparelhe-o de novo com um novo código da área de administração.',
  pairAgain: 'Emparelhar de novo',
  clock:
    'A hora deste ecrã não está certa: os códigos serão recusados. Ajuste o tablet para a hora automática da rede.',
  scan: 'Leia o código para validar a sua lavagem',
  orType: 'ou introduza este código na aplicação',
  codeLabel: 'Código atual: {code}',
  secondsLeft: 'Novo código dentro de {seconds} s',
  offline: 'Sem ligação: os códigos continuam válidos',
  wakeLockOff:
    'O ecrã pode entrar em repouso: mantenha o tablet ligado à corrente e defina o repouso para «nunca».',
  forget: 'Esquecer este ecrã',
  forgetConfirm: 'Esquecer este ecrã? Terá de ser emparelhado de novo.',
  forgetOperatorOnly:
    'Só o operador pode esquecer este ecrã: inicie sessão na área de administração neste tablet, ou revogue o ecrã em Definições → Ecrãs da estação.',
  forgetOffline: 'Sem rede, este ecrã não pode ser esquecido. Tente de novo quando o tablet estiver ligado.',
} satisfies Translation<typeof source>;
