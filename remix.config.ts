// The Remix options. With the Vite plugin, Remix never reads this file on its own:
// vite.config.ts imports it and hands it to the plugin, so the options live in one place.
import type { VitePluginConfig } from '@remix-run/dev'

export const remixOptions = {
  ignoredRouteFiles: ['**/*.css', '**/*.test.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: false,
  },
} satisfies VitePluginConfig

export default remixOptions
