import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { remixOptions } from './remix.config.ts'
import { FONTS_DIR, subsetFontsPlugin } from './server/subset-fonts.mjs'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// The browser's shared scripts by name (see `manualChunks` below for why each is its own).
const CHUNKS: Array<[string, RegExp]> = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['framework', /node_modules\/(@remix-run|react-router|react-router-dom|turbo-stream)\//],
  [
    'public',
    // With the hook the layout shares with the lazy consultation modal, and the cards' media order:
    // left to themselves each was a chunk of its own (a request, and its own compression).
    /app\/(components\/public\/(page-meta|route-error|responsive-image|blog-card)|components\/forms\/consultation-link|components\/layout\/use-page-address|lib\/network-failure|models\/media-order)\./,
  ],
  [
    'forms',
    /app\/components\/(ui\/(button|field|form-error)|forms\/(message-fields|form-stamp|form-status|honeypot|landing-field|thank-you-panel))\./,
  ],
]

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      '#app': here('./app'),
      '#db': here('./db'),
      // The fonts cut at build time (server/subset-fonts.mjs), named by app/styles/fonts.css.
      '@agency-fonts': FONTS_DIR,
    },
  },
  server: { port: 3000 },
  // The browser's bundle leaves out what Remix's <Scripts> does only on the server, writing the
  // page's inline scripts: 1.4 KB gzipped a page (patches/@remix-run+react+2.17.5.patch,
  // docs/decisions/031, addendum).
  define: isSsrBuild ? {} : { __REMIX_BROWSER_BUNDLE__: 'true' },
  // Bundled into the server build, so only the icons in use are loaded: as an external package
  // its index loads all 1,600 of them, some 40 MB of server memory (docs/scale.md).
  ssr: { noExternal: ['lucide-react'] },
  build: {
    // The browser's scripts are minified by Terser rather than esbuild: about 4 KB gzipped less on
    // every public page, most of it in React DOM and the router (docs/decisions/031). The server's
    // bundle stays readable, as Vite leaves it by default.
    minify: isSsrBuild ? false : 'terser',
    // Browsers from 2022 on (Safari 15.4, Chrome 94, Firefox 93): the site's code keeps its class
    // fields and `??` as written rather than their longer older forms (0.4 KB gzipped a page).
    target: 'es2022',
    terserOptions: {
      ecma: 2020,
      safari10: false,
      compress: { passes: 2 },
      format: { comments: false },
    },
    rollupOptions: {
      output: {
        // The small pieces every public page (or every card grid) uses, as one script rather than
        // six, and the forms' pieces as another: each script costs its own imports and compression,
        // and the home page's JavaScript budget is 100 KB gzipped (README, "Speed"). React and the
        // router get a script each, else they would be drawn into those and change with every
        // change of the site's code; two rather than one, because the page evaluates its scripts
        // one task each, and together they were its longest task (docs/decisions/034, addendum).
        manualChunks: (id) => CHUNKS.find(([, files]) => files.test(id))?.[0],
      },
    },
  },
  plugins: [subsetFontsPlugin(), remix(remixOptions)],
}))
