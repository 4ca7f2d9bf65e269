import fp from 'fastify-plugin';
import { publicOrigin } from '../../config/env';
import { ApnsClient } from '../../modules/wallet/apns';
import { WalletService } from '../../modules/wallet/wallet.service';
import { WalletWorker } from '../../modules/wallet/wallet-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The member card in the wallets: the passes and links, and the worker that keeps them current. */
    wallet: { service: WalletService; worker: WalletWorker };
  }
}

export default fp(
  async (app) => {
    const { wallet } = app.config;
    const service = new WalletService(
      app.db,
      wallet,
      app.brand,
      app.storage,
      app.config.webDistDir,
      publicOrigin(app.config),
      app.clock,
    );
    const apns =
      wallet.apple?.apns != null
        ? new ApnsClient(
            {
              url: wallet.apple.apns.url,
              keyId: wallet.apple.apns.keyId,
              key: wallet.apple.apns.key,
              teamId: wallet.apple.teamId,
              topic: wallet.apple.passTypeId,
            },
            app.clock,
          )
        : null;
    const worker = new WalletWorker(app.db, app.clock, { apns, google: service.google }, app.log);
    app.decorate('wallet', { service, worker });
    if (wallet.apple && !wallet.apple.apns)
      app.log.warn(
        'Apple Wallet without APNS_KEY_ID/APNS_KEY: passes are issued but not pushed when they change',
      );
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'wallet', dependencies: ['database', 'clock', 'brand', 'storage', 'config'] },
);
