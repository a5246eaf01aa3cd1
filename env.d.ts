/// <reference types="vite/client" />

/** A locale file's messages compiled to vue-i18n ASTs at build time (build/i18n-precompile.ts). */
declare module '*.json?compiled' {
  const messages: Record<string, unknown>
  export default messages
}
