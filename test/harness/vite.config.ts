// A test-only page that mounts the creature game's table on an in-memory session (no main
// process), to look at its pixels: `npx vite --config test/harness/vite.config.ts`, then open
// http://127.0.0.1:5199/?lang=fr&scene=mid (scenes: opening, mid; HARNESS_PORT sets the port).
// Not part of the app build.
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'

const repo = resolve(import.meta.dirname, '../..')

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: { '@shared': resolve(repo, 'src-shared') } },
  plugins: [vue()],
  server: { host: '127.0.0.1', port: Number(process.env.HARNESS_PORT ?? 5199), strictPort: true, fs: { allow: [repo] } },
})
