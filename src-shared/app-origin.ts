// Where the desktop app's pages live (issue 17.8): app://deck-lab/, served by main from the
// renderer folder (src-main/electron/app-protocol.ts). The renderer asks it to know it is the
// desktop app (card images then come through card-image:).
export const APP_SCHEME = 'app'
export const APP_HOST = 'deck-lab'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
