import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import type { Plugin } from 'vite'
import { i18nPrecompile } from './build/i18n-precompile.ts'

const root = import.meta.dirname

/** Vite's dev server injects <style> tags; allow inline styles in dev only, never in a build. */
const devInlineStyles: Plugin = {
  name: 'decklab-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
}
const alias = { '@shared': resolve(root, 'src-shared') }

/**
 * early.ts as a module script of its own, run as soon as it is loaded (async), ahead of the app's
 * bundle (Vite would merge it into the bundle if index.html named it): it starts reading the deck
 * a page was loaded on while the bundle still downloads. Both share the modules they import.
 */
const earlyScript: Plugin = {
  name: 'decklab-early-script',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const built = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early')
      const src = built ? `./${built.fileName}` : './early.ts'
      return [{ tag: 'script', attrs: { type: 'module', async: true, src }, injectTo: 'head' }]
    },
  },
}

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
    plugins: [vue(), devInlineStyles, earlyScript, i18nPrecompile(resolve(root, 'src-renderer/i18n'))],
    // Every message is compiled at build time (build/i18n-precompile.ts): vue-i18n's own compiler
    // is left out of the bundle, so a message given as a string at run time (t()'s default message,
    // setLocaleMessage) cannot be formatted: words come from src-renderer/i18n/*.json only.
    define: { __INTLIFY_DROP_MESSAGE_COMPILER__: 'true' },
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(root, 'src-renderer/index.html'), early: resolve(root, 'src-renderer/early.ts') } },
    },
  },
})
