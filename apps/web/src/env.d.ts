/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The release, from the root package.json (vite.config.ts). */
  readonly APP_VERSION: string;
}
