import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths';
import { optional } from './optional';
import { loadWalletConfig, type WalletConfig } from './wallet-env';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://'),
    ),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
    ADMIN_EMAIL: optional(z.string().trim().toLowerCase().pipe(z.email())),
    ADMIN_PASSWORD: optional(z.string().min(6)),
    FAKE_NOW: optional(z.iso.datetime({ offset: true })),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: optional(booleanFlag),
    /** Bearer token of GET /api/metrics; without it, metrics are off (404). */
    METRICS_TOKEN: optional(z.string().min(16, { error: 'METRICS_TOKEN: 16 caractères au moins' })),
    /** Scheduled backups (docs/operations.md): where, how often (hours; unset: off), how many kept. */
    BACKUP_DIR: optional(z.string().min(1)),
    BACKUP_EVERY_HOURS: optional(
      z.coerce
        .number()
        .min(0.01)
        .max(24 * 31),
    ),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
    VAPID_PUBLIC_KEY: optional(z.string().min(20)),
    VAPID_PRIVATE_KEY: optional(z.string().min(20)),
    VAPID_SUBJECT: optional(
      z.string().regex(/^(mailto:|https:\/\/)/, 'doit commencer par mailto: ou https://'),
    ),
    PUSH_EXTRA_HOSTS: optional(z.string()),
    BACKGROUND_JOBS: optional(booleanFlag),
    /** On SIGTERM, how long to keep serving while answering "not ready" (behind a proxy). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    APPLE_CLIENT_ID: optional(z.string().min(1)),
    APPLE_TEAM_ID: optional(z.string().min(1)),
    APPLE_KEY_ID: optional(z.string().min(1)),
    APPLE_PRIVATE_KEY: optional(z.string().min(20)),
    APPLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com'),
    INSTAGRAM_USER_ID: optional(z.string().regex(/^\w{1,64}$/, 'doit être un identifiant Instagram')),
    INSTAGRAM_ACCESS_TOKEN: optional(z.string().min(10)),
    INSTAGRAM_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.instagram.com'),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'doit commencer par smtp:// ou smtps://')),
    MAIL_FROM: z.string().min(3).default('Éclat Lavage <no-reply@eclat-lavage.ch>'),
  })
  .superRefine((env, ctx) => {
    if (env.FAKE_NOW && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['FAKE_NOW'], message: 'is refused when NODE_ENV=production' });
    }
    if (env.BACKUP_EVERY_HOURS && !env.BACKUP_DIR) {
      ctx.addIssue({ code: 'custom', path: ['BACKUP_DIR'], message: 'is required with BACKUP_EVERY_HOURS' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    if (env.NODE_ENV === 'production') {
      for (const name of ['GOOGLE_ISSUER', 'APPLE_ISSUER'] as const)
        if (env[name].startsWith('http://'))
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be https:// when NODE_ENV=production',
          });
    }
    // Links in e-mails are built from PUBLIC_URL, never from the request's Host header.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL && env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required to send password reset links when NODE_ENV=production',
      });
    }
    // The redirect URI is built from PUBLIC_URL, never from the request's Host header.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL && (env.GOOGLE_CLIENT_ID || env.APPLE_CLIENT_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required to sign in with Google or Apple when NODE_ENV=production',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
    // APPLE_TEAM_ID alone belongs to the wallet too (wallet-env.ts): Sign in with Apple is
    // asked for by its own variables.
    const apple = [env.APPLE_CLIENT_ID, env.APPLE_TEAM_ID, env.APPLE_KEY_ID, env.APPLE_PRIVATE_KEY];
    const signInWithApple = [env.APPLE_CLIENT_ID, env.APPLE_KEY_ID, env.APPLE_PRIVATE_KEY];
    if (signInWithApple.some(Boolean) && !apple.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_PRIVATE_KEY'],
        message: 'APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY go together',
      });
    }
    if (Boolean(env.INSTAGRAM_USER_ID) !== Boolean(env.INSTAGRAM_ACCESS_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['INSTAGRAM_ACCESS_TOKEN'],
        message: 'INSTAGRAM_USER_ID and INSTAGRAM_ACCESS_TOKEN go together',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The app's own origin, e.g. https://lavage.example.ch; used for cookies and origin checks. */
  publicUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  fakeNow: Date | undefined;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** GET /api/metrics's bearer token; null: metrics off. */
  metricsToken: string | null;
  /** Scheduled backups; `everyHours` null: off (`npm run backup` still works). */
  backups: { dir: string | null; everyHours: number | null; keep: number };
  webDistDir: string;
  /**
   * Review links of an earlier release's environment (`GOOGLE_REVIEW_URL_<STATION>`), by the
   * variable's suffix: copied into their station once, at the first start after the upgrade.
   */
  legacyReviewUrls: Record<string, string>;
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** host:port pairs accepted as push endpoints besides the known push services (http allowed). */
  pushExtraHosts: string[];
  /** On SIGTERM: milliseconds of "not ready" before closing (deploy/: 3000). */
  shutdownDrainMs: number;
  /** Whether this instance runs background jobs (push delivery). */
  backgroundJobs: boolean;
  /** Longest time a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** OpenID providers that are configured (the others are off). */
  /**
   * Outgoing mail (password reset links); null without SMTP_URL. `resetDelayMs`: how long a
   * reset request waits before it is mailed (500 ms; tests hold it to look in between).
   */
  mail: { url: string; from: string; resetDelayMs?: number } | null;
  oidc: {
    google?: { clientId: string; clientSecret: string; issuer: string };
    apple?: { clientId: string; teamId: string; keyId: string; privateKey: string; issuer: string };
  };
  /** Instagram Graph API source of the social feed, when both id and token are set. */
  instagram: { userId: string; accessToken: string; graphUrl: string } | undefined;
  /** The member card in Apple Wallet and Google Wallet; each absent when not configured. */
  wallet: WalletConfig;
}

export class ConfigError extends Error {}

const LEGACY_REVIEW_URL = /^GOOGLE_REVIEW_URL_([A-Z0-9_]+)$/;

/** `GOOGLE_REVIEW_URL_<STATION>` variables by suffix; a value that is not an https URL stops the start. */
function legacyReviewUrlsOf(source: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const suffix = LEGACY_REVIEW_URL.exec(key)?.[1];
    if (!suffix || !value?.trim()) continue;
    if (!z.url({ protocol: /^https?$/ }).safeParse(value.trim()).success)
      throw new ConfigError(`Invalid environment:\n  ${key}: Invalid URL`);
    urls[suffix] = value.trim();
  }
  return urls;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  let wallet: WalletConfig;
  try {
    wallet = loadWalletConfig(source);
  } catch (error) {
    const message =
      error instanceof z.ZodError
        ? error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')
        : (error as Error).message;
    throw new ConfigError(`Invalid environment:\n  ${message}`);
  }
  const env = parsed.data;
  const legacyReviewUrls = legacyReviewUrlsOf(source);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.trim().toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    fakeNow: env.FAKE_NOW ? new Date(env.FAKE_NOW) : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    metricsToken: env.METRICS_TOKEN ?? null,
    backups: {
      dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : null,
      everyHours: env.BACKUP_EVERY_HOURS ?? null,
      keep: env.BACKUP_KEEP,
    },
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    legacyReviewUrls,
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject:
        env.VAPID_SUBJECT ??
        (env.ADMIN_EMAIL ? `mailto:${env.ADMIN_EMAIL}` : 'mailto:contact@eclat-lavage.ch'),
    },
    pushExtraHosts: (env.PUSH_EXTRA_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    backgroundJobs: env.BACKGROUND_JOBS ?? true,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    mail: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM } : null,
    oidc: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              issuer: env.GOOGLE_ISSUER,
            }
          : undefined,
      apple:
        env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
          ? {
              clientId: env.APPLE_CLIENT_ID,
              teamId: env.APPLE_TEAM_ID,
              keyId: env.APPLE_KEY_ID,
              // Environment files often carry the PEM on one line with \n.
              privateKey: env.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
              issuer: env.APPLE_ISSUER,
            }
          : undefined,
    },
    wallet,
    instagram:
      env.INSTAGRAM_USER_ID && env.INSTAGRAM_ACCESS_TOKEN
        ? {
            userId: env.INSTAGRAM_USER_ID,
            accessToken: env.INSTAGRAM_ACCESS_TOKEN,
            graphUrl: env.INSTAGRAM_GRAPH_URL.replace(/\/+$/, ''),
          }
        : undefined,
  };
}

/**
 * The origin links and redirect URIs are built from: PUBLIC_URL (required in production
 * wherever such links exist), else this machine on its port. Never the request's Host
 * header, which a client chooses.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
