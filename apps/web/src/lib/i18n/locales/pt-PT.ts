import type { Translation } from '@app/shared/i18n/catalog';
import type source from './fr-CH';

/** European Portuguese, formal register (você, o senhor); the glossary is docs/glossary.md. */
export default {
  app: {
    name: 'Éclat Lavage',
    tagline: 'A aplicação de lavagem mais motivadora',
    version: 'v3.0',
    loading: 'A carregar...',
  },
  login: {
    withGoogle: 'Continuar com a Google',
    withApple: 'Continuar com a Apple',
    or: 'ou',
    providerErrors: {
      denied: 'Início de sessão cancelado.',
      invalid: 'Não foi possível verificar o início de sessão. Tente novamente.',
      expired: 'O início de sessão expirou. Tente novamente.',
      unavailable: 'Este serviço de início de sessão não está disponível de momento.',
      email_unverified:
        'Já existe uma conta com este endereço, mas o serviço não confirma que lhe pertence. Inicie sessão com a sua palavra-passe.',
      rate_limited: 'Demasiadas tentativas. Tente novamente dentro de alguns minutos.',
    },
    referralCode: 'Código de convite (opcional)',
    titleLogin: 'Iniciar sessão',
    titleRegister: 'Criar conta',
    email: 'E-mail',
    emailPlaceholder: 'voce@exemplo.ch',
    password: 'Palavra-passe',
    showPassword: 'Mostrar a palavra-passe',
    hidePassword: 'Ocultar a palavra-passe',
    name: 'Nome completo',
    namePlaceholder: 'Nome Apelido',
    favoriteStation: 'Estação preferida',
    chooseStation: 'Escolher uma estação',
    submitLogin: 'Iniciar sessão',
    submitRegister: 'Criar a minha conta',
    submittingLogin: 'A iniciar sessão...',
    submittingRegister: 'A registar...',
    toggleToLogin: 'Já tem conta? Iniciar sessão',
    toggleToRegister: 'Não tem conta? Registe-se',
    discoverLevels: 'Descobrir os 100 níveis',
    features: [
      {
        title: 'Validação por fotografia',
        text: 'Fotografe o seu carro na estação e ganhe os seus pontos.',
      },
      { title: '100 níveis', text: 'De Rookie a Absoluto Supreme: cada lavagem fá-lo progredir.' },
      {
        title: 'Pontos de bónus',
        text: 'Horas de menor movimento, fim de semana, séries, partilhas e avaliações Google.',
      },
    ],
    forgotPassword: 'Esqueceu-se da palavra-passe?',
    legal: {
      before: 'Ao continuar, aceita os nossos ',
      terms: 'termos de utilização',
      between: ' e a nossa ',
      privacy: 'política de privacidade',
      after:
        '. As suas fotografias validam as suas lavagens e aparecem na galeria dos membros, exceto se o recusar no seu perfil.',
    },
    footer: '3 estações • 100 níveis • Pontos de bónus',
    errorFallback: 'Erro de início de sessão',
    errorNetwork: 'Erro de ligação ao servidor',
  },
  common: {
    points: '{points, number} pts',
    pointsLong: '{points, number} pontos',
    level: 'Nível {level}',
    close: 'Fechar',
    cancel: 'Cancelar',
    back: 'Voltar',
    error: 'Erro: {detail}',
    retry: 'Tentar novamente',
    loadError: 'Não foi possível carregar estes dados.',
    language: 'Idioma',
  },
  offline: 'Está sem ligação. Os dados apresentados podem não estar atualizados.',
  notFound: {
    title: 'Página não encontrada',
    text: 'A página que procura não existe ou foi movida.',
    backHome: 'Voltar ao início',
  },
} satisfies Translation<typeof source>;
