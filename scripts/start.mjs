/**
 * `npm start`: makes what is missing or out of date (web app, server bundle, database
 * template), then starts the server (API and web app on one port) in this process.
 */
// First: says which Node to install before anything else can fail on an old one.
import './node-version.mjs';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildServer,
  buildWebApp,
  ensureDatabaseTemplate,
  serverBundle,
  serverBuildIsStale,
  webBuildIsStale,
} from './build.mjs';

// The same .env the server reads (DATABASE_URL decides whether a template is needed).
if (process.env.NODE_ENV !== 'test' && fs.existsSync('.env')) process.loadEnvFile('.env');

if (webBuildIsStale()) {
  console.log('Building the web app…');
  await buildWebApp();
}
if (serverBuildIsStale()) {
  console.log('Building the server…');
  await buildServer();
}
// Only a new PGlite data directory needs the template.
const pgdata = path.join(process.env.DATA_DIR || './data', 'pgdata');
if (!process.env.DATABASE_URL && !(fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0)) {
  const made = await ensureDatabaseTemplate();
  if (made) console.log('Prepared the database template for new data directories.');
}

await import(serverBundle);
