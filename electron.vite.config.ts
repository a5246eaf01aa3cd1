import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import type { Plugin } from 'vite'

const root = import.meta.dirname

/** Vite's dev server injects <style> tags; allow inline styles in dev only, never in a build. */
const devInlineStyles: Plugin = {
  name: 'decklab-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
}
const alias = { '@shared': resolve(root, 'src-shared') }

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      // labWorker, importWorker: worker thread scripts (src-main/lab/lab-service.ts workerEntry finds them beside main.js).
      rollupOptions: {
        input: {
          main: resolve(root, 'src-main/electron/main.ts'),
          labWorker: resolve(root, 'src-main/lab/worker.ts'),
          importWorker: resolve(root, 'src-main/catalog/import/import-worker.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      // CommonJS so that the window can keep sandbox: true (an ESM preload needs sandbox off).
      rollupOptions: {
        input: { preload: resolve(root, 'src-main/electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    resolve: { alias },
    plugins: [vue(), devInlineStyles],
    build: {
      minify: true,
      rollupOptions: { input: resolve(root, 'src-renderer/index.html') },
    },
  },
})
