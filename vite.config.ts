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
  // Bundled into the server build, so only the icons in use are loaded: as an external package
  // its index loads all 1,600 of them, some 40 MB of server memory (docs/scale.md).
  ssr: { noExternal: ['lucide-react'] },
  plugins: [remix(remixOptions)],
})
