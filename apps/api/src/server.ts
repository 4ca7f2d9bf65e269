import fs from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { prepareApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';

async function main() {
  // A local .env fills in what the shell did not set (never in tests, which set their own).
  if (process.env.NODE_ENV !== 'test' && fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config);
  const app = await buildApp({ config, database, clock: systemClock(config.fakeNow) });
  app.addHook('onClose', async () => {
    await database.close();
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  await prepareApp(app, database);
  if (config.fakeNow) app.log.warn({ now: app.clock.now().toISOString() }, 'FAKE_NOW: the clock is shifted');
  app.log.info({ engine: database.engine, url: `http://localhost:${config.port}` }, 'Éclat Lavage is ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
