/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the tree photo CDN (default `/photos/`). */
  readonly VITE_PHOTO_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
