// Where user data lives when main runs without Electron (browser mode, CLI): the same folder
// Electron's app.getPath('userData') gives for the product name, so all three doors share it.
import { homedir } from 'node:os'
import { join } from 'node:path'

export const PRODUCT_NAME = 'Deck Lab'

export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.DECKLAB_USER_DATA) return env.DECKLAB_USER_DATA
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), PRODUCT_NAME)
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME)
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), PRODUCT_NAME)
}
