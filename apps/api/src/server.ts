import fs from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config/env';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { describeFailure } from './lib/db-errors';

function readConfig(): Config {
  // A local .env fills in what the shell did not set (never in tests, which set their own).
  if (process.env.NODE_ENV !== 'test' && fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  // The database opens (PGlite compiles its WebAssembly) while the app's modules load.
  const [database, { buildApp }, { prepareApp }, { default: closeWithGrace }, { systemClock }] =
    await Promise.all([
      openDatabase(config).catch((error: unknown) => {
        if (error instanceof DataDirInUseError) {
          console.error(error.message);
          process.exit(1);
        }
        throw error;
      }),
      import('./app'),
      import('./bootstrap'),
      import('close-with-grace'),
      import('./lib/clock'),
    ]);
  const app = await buildApp({ config, database, clock: systemClock(config.fakeNow) });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let stopControlSocket: (() => Promise<void>) | null = null;
  closeWithGrace({ delay: config.shutdownDrainMs + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    if (!err && config.shutdownDrainMs > 0) {
      // A rolling restart: the proxy's health check sees "not ready" and stops sending
      // requests here; those already sent are answered. Then event streams end (their
      // clients reconnect through the proxy to another instance) and the server closes.
      app.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    await stopControlSocket?.();
    await app.close();
    await (await import('./modules/washes/wash-photos')).closeWashPhotoPool();
    await (await import('./photo-judgement/car-detector-pool')).closeCarDetectorPool();
  });

  await app.listen({ port: config.port, host: config.host });
  await prepareApp(app, database);
  if (database.pglite) {
    // `npm run backup` asks this process, which holds DATA_DIR's files, for the archive.
    const { serveBackupRequests } = await import('./modules/backups/control-socket');
    stopControlSocket = await serveBackupRequests(config.dataDir, (file) =>
      app.backups.backupTo(file, 'manual'),
    );
  }
  if (config.fakeNow) app.log.warn({ now: app.clock.now().toISOString() }, 'FAKE_NOW: the clock is shifted');
  app.log.info({ engine: database.engine, url: `http://localhost:${config.port}` }, 'the app is ready');
  // The wash photos' thread starts now, off the start-up's path, not at the first wash.
  (await import('./modules/washes/wash-photos')).startWashPhotoPool();
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
