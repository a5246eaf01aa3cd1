/** The e2e server holds imports of files named so until they are cancelled (src-main/catalog/import/test-hold.ts). */
export const HELD_IMPORT_PREFIX = 'held-until-cancelled'
