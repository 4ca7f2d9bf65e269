/**
 * `npm start`: builds the web app when its build is missing or older than its sources,
 * then starts the server (API and web app on one port).
 */
import { buildWebApp, webBuildIsStale } from './web-build';

if (webBuildIsStale()) {
  console.log('Building the web app…');
  await buildWebApp();
}

await import('../apps/api/src/server');
