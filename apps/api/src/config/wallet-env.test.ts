import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { walletCredentials } from '../testing/wallet-fixture';
import { ConfigError, loadConfig } from './env';

const credentials = walletCredentials();
afterAll(() => credentials.remove());

const apple = {
  APPLE_PASS_TYPE_ID: 'pass.ch.eclat.test',
  APPLE_TEAM_ID: 'TEAM123456',
  APPLE_PASS_CERT: credentials.passCert.replace(/\n/g, '\\n'),
  APPLE_PASS_KEY: path.join(credentials.dir, 'pass.key'),
  APPLE_WWDR_CERT: credentials.caPath,
};

describe('the wallets’ environment', () => {
  it('is off without any variable', () => {
    expect(loadConfig({}).wallet).toEqual({});
  });

  it('reads a PEM inline (one line with \\n) or from a file, with Apple’s and Google’s default hosts', () => {
    const account = path.join(credentials.dir, 'service-account.json');
    fs.writeFileSync(
      account,
      JSON.stringify({
        client_email: 'wallet@x.iam.gserviceaccount.com',
        private_key: credentials.googleKey,
      }),
    );
    const config = loadConfig({
      ...apple,
      APNS_KEY_ID: 'KEY1',
      APNS_KEY: credentials.apnsKey,
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT: account,
    }).wallet;
    expect(config.apple?.signerCert).toBe(credentials.passCert);
    expect(config.apple?.signerKey).toBe(credentials.passKey);
    expect(config.apple?.apns).toMatchObject({ keyId: 'KEY1', url: 'https://api.push.apple.com' });
    expect(config.google).toMatchObject({
      clientEmail: 'wallet@x.iam.gserviceaccount.com',
      tokenUri: 'https://oauth2.googleapis.com/token',
      apiUrl: 'https://walletobjects.googleapis.com',
    });
  });

  it('refuses a half-configured wallet, naming what goes together', () => {
    const { APPLE_WWDR_CERT: _wwdr, ...partial } = apple;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/APPLE_WWDR_CERT go together/);
    expect(() => loadConfig({ ...apple, APNS_KEY_ID: 'KEY1' })).toThrow(
      /APNS_KEY_ID and APNS_KEY go together/,
    );
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: '1' })).toThrow(/go together/);
    expect(() => loadConfig({ ...apple, APPLE_PASS_KEY: '/nowhere/pass.key' })).toThrow(/APPLE_PASS_KEY/);
    expect(() =>
      loadConfig({ GOOGLE_WALLET_ISSUER_ID: '1', GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":"x"}' }),
    ).toThrow(/client_email and private_key/);
  });

  it('lets APPLE_TEAM_ID serve the wallet without Sign in with Apple’s other variables', () => {
    const config = loadConfig(apple);
    expect(config.wallet.apple?.teamId).toBe('TEAM123456');
    expect(config.wallet.apple?.apns).toBeNull();
    expect(config.oidc.apple).toBeUndefined();
    // Sign in with Apple still asks for all of its own.
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'ch.eclat.web', APPLE_TEAM_ID: 'TEAM123456' })).toThrow(
      /go together/,
    );
  });
});
