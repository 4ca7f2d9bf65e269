import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  compiledCatalogs,
  eagerCompileHint,
  entryModules,
  precompress,
  serviceWorkerPrecache,
} from './build-plugins.ts';

const entry = entryModules();
/** The release (the root package.json's version), shown in the menu. */
const release = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export default defineConfig({
  plugins: [
    compiledCatalogs(),
    react(),
    tailwindcss(),
    entry.plugin,
    eagerCompileHint(),
    serviceWorkerPrecache('sw.js'),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(release) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the bundle budget check (apps/web/bundle-budget.test.ts).
    manifest: true,
    rollupOptions: {
      // The service worker is built beside the app and served at /sw.js (its scope is the whole site).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        sw: fileURLToPath(new URL('./src/sw/sw.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // The code the signed-in screens share goes in one chunk, not a dozen of a few
        // hundred bytes: on a phone each is one more request on a busy connection.
        // The admin area's own modules, shared by its tabs (each loaded when opened), stay
        // apart: a member's screens never load them.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The first download in a few files rather than one: a phone compiles each
            // file in a task of its own as it arrives, where one 311 kB file was one task
            // of 300–600 ms at a mid-range phone's speed (decision 0036).
            { name: 'react-dom', test: /\/node_modules\/(react-dom|scheduler)\//, priority: 4 },
            { name: 'router', test: /\/node_modules\/react-router\//, priority: 4 },
            { name: 'query', test: /\/node_modules\/@tanstack\//, priority: 3 },
            // The QR encoder (25 kB) only with the screens that draw a code (the member card,
            // the bay's display, the operator's displays), not in every member screen's share.
            { name: 'qr-code', test: /\/node_modules\/qr\/|\/components\/ui\/qr-code\.tsx$/, priority: 3 },
            { name: 'admin-area', test: /\/src\/features\/admin\//, minShareCount: 2, priority: 2 },
            { name: 'screens', test: (id) => !entry.has(id), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
