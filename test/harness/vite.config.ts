// A test-only page that mounts the creature game's table on an in-memory session (no main
// process), to look at its pixels: `npx vite --config test/harness/vite.config.ts`, then open
// http://127.0.0.1:5199/?lang=fr&scene=mid (scenes: opening, mid; HARNESS_PORT sets the port).
// /parts.html?part=detail|cards|stats|lab mounts the game's other parts (parts.ts). Card pictures
// are answered on the bridge's route with a generated PNG. Not part of the app build.
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import vue from '@vitejs/plugin-vue'
import { makePng } from '../unit/images/test-image-host'
import { i18nPrecompile } from '../../build/i18n-precompile.ts'

const repo = resolve(import.meta.dirname, '../..')

/** GET card-image/<game>/<code>: a picture labelled with the code's hash, as the bridge would send one. */
const pictures: Plugin = {
  name: 'harness-card-pictures',
  configureServer(server) {
    server.middlewares.use('/card-image/', (req, res) => {
      const label = (req.url ?? '').split('.').at(-2)?.slice(-2) ?? 'X'
      res.setHeader('content-type', 'image/png')
      res.end(makePng(`P${label}`, 320, 200))
    })
  },
}

export default defineConfig({
  root: import.meta.dirname,
  // the bridge's image route (browser mode), not Electron's card-image: protocol, so the page can load pictures
  define: { 'import.meta.env.DEV': 'false' },
  resolve: { alias: { '@shared': resolve(repo, 'src-shared') } },
  // the app's i18n imports its messages compiled (en.json?compiled), as the app's build does
  plugins: [vue(), pictures, i18nPrecompile(resolve(repo, 'src-renderer/i18n'))],
  server: { host: '127.0.0.1', port: Number(process.env.HARNESS_PORT ?? 5199), strictPort: true, fs: { allow: [repo] } },
})
