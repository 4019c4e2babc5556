import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { remixOptions } from './remix.config.ts'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '#app': here('./app'),
      '#db': here('./db'),
    },
  },
  server: { port: 3000 },
  plugins: [remix(remixOptions)],
})
