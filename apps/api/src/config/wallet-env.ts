import fs from 'node:fs';
import { z } from 'zod';
import { optional } from './optional';

/** The operator's Apple Wallet pass identity (docs/operations.md, wallet). */
export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  /** PEM: the pass certificate, its key (and passphrase), Apple's WWDR intermediate. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
  /** APNs token authentication: its own key (.p8), not Sign in with Apple's. null: passes are not pushed. */
  apns: { keyId: string; key: string; url: string } | null;
}

/** The operator's Google Wallet issuer and service account (docs/operations.md, wallet). */
export interface GoogleWalletConfig {
  issuerId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
  apiUrl: string;
}

export interface WalletConfig {
  apple?: AppleWalletConfig;
  google?: GoogleWalletConfig;
}

const walletEnv = z.object({
  APPLE_PASS_TYPE_ID: optional(z.string().regex(/^pass\.[\w.-]+$/, 'doit commencer par pass.')),
  APPLE_TEAM_ID: optional(z.string().min(1)),
  APPLE_PASS_CERT: optional(z.string().min(1)),
  APPLE_PASS_KEY: optional(z.string().min(1)),
  APPLE_PASS_KEY_PASSPHRASE: optional(z.string()),
  APPLE_WWDR_CERT: optional(z.string().min(1)),
  APNS_KEY_ID: optional(z.string().min(1)),
  APNS_KEY: optional(z.string().min(1)),
  APNS_URL: z.url({ protocol: /^https?$/ }).default('https://api.push.apple.com'),
  GOOGLE_WALLET_ISSUER_ID: optional(z.string().regex(/^\d+$/, 'doit être un nombre')),
  GOOGLE_WALLET_SERVICE_ACCOUNT: optional(z.string().min(1)),
  GOOGLE_WALLET_API_URL: z.url({ protocol: /^https?$/ }).default('https://walletobjects.googleapis.com'),
});

/** A PEM given inline (one line with \n is accepted) or the path of a file holding it. */
function pemOrFile(name: string, value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return fs.readFileSync(value, 'utf8');
  } catch {
    throw new Error(`${name}: neither a PEM nor a readable file`);
  }
}

const serviceAccount = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('-----BEGIN'),
  token_uri: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
});

/**
 * The wallets' settings: each wallet on when all of its variables are set, none of them
 * when none is, and a start refused in between (a pass that could not be signed).
 */
export function loadWalletConfig(source: NodeJS.ProcessEnv): WalletConfig {
  const env = walletEnv.parse(source);
  const wallet: WalletConfig = {};
  const apple = {
    APPLE_PASS_TYPE_ID: env.APPLE_PASS_TYPE_ID,
    APPLE_PASS_CERT: env.APPLE_PASS_CERT,
    APPLE_PASS_KEY: env.APPLE_PASS_KEY,
    APPLE_WWDR_CERT: env.APPLE_WWDR_CERT,
  };
  const appleSet = Object.values(apple).filter(Boolean).length;
  if (appleSet > 0 && (appleSet < 4 || !env.APPLE_TEAM_ID))
    throw new Error(
      'APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY and APPLE_WWDR_CERT go together',
    );
  if (Boolean(env.APNS_KEY_ID) !== Boolean(env.APNS_KEY))
    throw new Error('APNS_KEY_ID and APNS_KEY go together');
  if (env.APNS_KEY && appleSet === 0) throw new Error('APNS_KEY needs the Apple Wallet pass variables');
  if (
    env.APPLE_PASS_TYPE_ID &&
    env.APPLE_TEAM_ID &&
    env.APPLE_PASS_CERT &&
    env.APPLE_PASS_KEY &&
    env.APPLE_WWDR_CERT
  )
    wallet.apple = {
      passTypeId: env.APPLE_PASS_TYPE_ID,
      teamId: env.APPLE_TEAM_ID,
      signerCert: pemOrFile('APPLE_PASS_CERT', env.APPLE_PASS_CERT),
      signerKey: pemOrFile('APPLE_PASS_KEY', env.APPLE_PASS_KEY),
      signerKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
      wwdr: pemOrFile('APPLE_WWDR_CERT', env.APPLE_WWDR_CERT),
      apns:
        env.APNS_KEY_ID && env.APNS_KEY
          ? {
              keyId: env.APNS_KEY_ID,
              key: pemOrFile('APNS_KEY', env.APNS_KEY),
              url: env.APNS_URL.replace(/\/+$/, ''),
            }
          : null,
    };
  if (Boolean(env.GOOGLE_WALLET_ISSUER_ID) !== Boolean(env.GOOGLE_WALLET_SERVICE_ACCOUNT))
    throw new Error('GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT go together');
  if (env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT) {
    const raw = env.GOOGLE_WALLET_SERVICE_ACCOUNT.trim();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.startsWith('{') ? raw : fs.readFileSync(raw, 'utf8'));
    } catch {
      throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT: neither a JSON key nor a readable JSON file');
    }
    const account = serviceAccount.safeParse(parsed);
    if (!account.success)
      throw new Error(
        'GOOGLE_WALLET_SERVICE_ACCOUNT: a service account key needs client_email and private_key',
      );
    wallet.google = {
      issuerId: env.GOOGLE_WALLET_ISSUER_ID,
      clientEmail: account.data.client_email,
      privateKey: account.data.private_key,
      tokenUri: account.data.token_uri,
      apiUrl: env.GOOGLE_WALLET_API_URL.replace(/\/+$/, ''),
    };
  }
  return wallet;
}
