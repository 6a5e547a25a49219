/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the tree photo CDN (default `/photos/`). */
  readonly VITE_PHOTO_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A message catalogue compiled at build time (vite.plugins.ts icuMessages; docs/i18n.md). */
declare module 'virtual:icu-messages/*' {
  import type { CompiledCatalogue } from './i18n/compile';
  const catalogue: CompiledCatalogue;
  export default catalogue;
}
