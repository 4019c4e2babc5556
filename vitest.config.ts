import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { FONTS_DIR, subsetFontsPlugin } from './server/subset-fonts.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '#app': here('./app'),
      '#db': here('./db'),
      '#tests': here('./tests'),
      // app/root.tsx names a font cut at build time (vite.config.ts).
      '@agency-fonts': FONTS_DIR,
    },
  },
  plugins: [subsetFontsPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/dictionaries.ts', 'tests/setup/test-db.ts'],
    pool: 'forks',
    // Test files share their worker's modules (each test still gets its own database copy, uploads
    // folder and environment: tests/setup/test-db.ts): loading the app's modules afresh for each of
    // ~100 files was three quarters of the run (300 CPU-seconds isolated, 80 shared). Two workers on
    // two cores: Vitest's default on a 2-core machine is one.
    isolate: false,
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 20_000,
  },
})
