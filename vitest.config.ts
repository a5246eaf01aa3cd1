import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

const root = import.meta.dirname
const alias = { '@shared': resolve(root, 'src-shared') }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'node', environment: 'node', include: ['test/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        plugins: [vue()],
        test: { name: 'renderer', environment: 'happy-dom', include: ['test/component/**/*.test.ts'] },
      },
    ],
  },
})
