/// <reference types="vite/client" />

/** A locale file's messages compiled to vue-i18n ASTs at build time (build/i18n-precompile.ts). */
declare module '*.json?compiled' {
  const messages: Record<string, unknown>
  export default messages
}
/** The same, parsed when the function is first called: a locale the page may never show. */
declare module '*.json?compiled&lazy' {
  const load: () => Record<string, unknown>
  export default load
}
