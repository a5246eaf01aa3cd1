import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { i18nPrecompile } from './build/i18n-precompile.ts'

const root = import.meta.dirname
const alias = { '@shared': resolve(root, 'src-shared') }
// The app's messages as the build ships them (compiled ASTs), in every test that renders words.
const i18n = i18nPrecompile(resolve(root, 'src-renderer/i18n'))

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [i18n],
        test: { name: 'node', environment: 'node', include: ['test/unit/**/*.test.ts'], globalSetup: ['test/unit/built-cli.setup.ts'] },
      },
      {
        resolve: { alias },
        plugins: [vue(), i18n],
        test: { name: 'renderer', environment: 'happy-dom', include: ['test/component/**/*.test.ts'] },
      },
    ],
  },
})
