import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import {
  startApnsStandIn,
  startGoogleStandIn,
  walletConfig,
  walletCredentials,
  type WalletCredentials,
} from './wallet-fixture';

export interface WalletApp {
  t: TestApp;
  credentials: WalletCredentials;
  apns: Awaited<ReturnType<typeof startApnsStandIn>>;
  google: Awaited<ReturnType<typeof startGoogleStandIn>>;
}

/**
 * The app with both wallets configured against the stand-ins, for a file's tests: started
 * before them, closed after them (read the fields inside the tests).
 */
export function useWalletApp(): WalletApp {
  const holder = {} as WalletApp;
  beforeAll(async () => {
    holder.credentials = walletCredentials();
    holder.apns = await startApnsStandIn();
    holder.google = await startGoogleStandIn();
    holder.t = await createTestApp({
      config: {
        wallet: walletConfig(holder.credentials, holder.apns.url, holder.google.url),
        publicUrl: 'https://lavage.example.ch',
      },
    });
  });
  afterAll(async () => {
    await holder.t.close();
    await holder.apns.close();
    await holder.google.close();
    holder.credentials.remove();
  });
  return holder;
}
