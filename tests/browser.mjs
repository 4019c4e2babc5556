// Which Chromium the tests drive. CHROMIUM_PATH when set; else Debian's `chromium-headless-shell`
// (the same engine and version as its `chromium`, without the browser's interface and services: a
// fresh context loading the home page costs it about 0.55 s of CPU against 1.45 s for `chromium
// --headless`, and browser tests are most of the suite's time on two cores); else `chromium`.
import { existsSync } from 'node:fs'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const CHROMIUM = '/usr/bin/chromium'

/** The browser binary for tests, or null when neither Debian package is installed. */
export function testBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return [HEADLESS_SHELL, CHROMIUM].find((path) => existsSync(path)) ?? null
}
