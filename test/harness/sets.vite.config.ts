// The Card sets harness page (sets.html): CardSetsView with the creature game's card spec, its
// requests proxied to sets-server.ts with that server's token (the page runs on another origin,
// so the proxy drops the Origin header). Pictures load as in browser mode (card-image/<code>).
// `npx vite --config test/harness/sets.vite.config.ts`; not part of the app build.
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'

const repo = resolve(import.meta.dirname, '../..')
const target = `http://127.0.0.1:${process.env.SETS_BRIDGE_PORT ?? 4590}`
const toBridge = {
  target,
  changeOrigin: true,
  headers: { authorization: 'Bearer sets-harness' },
  configure: (proxy: { on(event: 'proxyReq', listener: (request: { removeHeader(name: string): void }) => void): void }) =>
    proxy.on('proxyReq', (request) => request.removeHeader('origin')),
}

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: { '@shared': resolve(repo, 'src-shared') } },
  plugins: [vue()],
  // browser mode's image URLs (card-image/<code> on the page's origin), not Electron's protocol
  define: { 'import.meta.env.DEV': 'false' },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.HARNESS_PORT ?? 5198),
    strictPort: true,
    fs: { allow: [repo] },
    proxy: { '/api': toBridge, '/card-image': toBridge },
  },
})
