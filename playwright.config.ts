import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, testBrowser } from './tests/browser.mjs'

// The browser is Debian's (its headless shell when installed: tests/browser.mjs); a test tool never
// downloads its own browser on these machines.
const executablePath = testBrowser() ?? CHROMIUM
const launchOptions = {
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Fewer processes a test: every page here is one origin, so site isolation buys nothing, and a
    // new renderer and GPU process per context cost these two cores about a tenth of the run.
    '--in-process-gpu',
    '--disable-features=site-per-process,IsolateOrigins',
    '--renderer-process-limit=2',
  ],
}
const SEED_READERS = /(public-pages|seo|a11y|images|crawl)\.spec\.ts$/
const PORT = Number(process.env.E2E_PORT ?? 4310)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A long admin walk takes 10 to 30 s on two busy cores: the limit catches a hung test, not a slow one.
  timeout: 60_000,
  // An answer can wait seconds behind another test's flood (the render budget's, 30 renders at
  // once) on CI's two cores: CI failed twice on a save whose status came after Playwright's 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (every step with its timing, the network with the bodies, the
    // console) and its error context (the page's accessibility tree at the failure), but neither
    // the screencast nor a DOM snapshot at every step: the browser encoding frames cost a third of
    // the suite's CPU, and serializing the page before and after each action, recorded for every
    // test and thrown away for the passing ones, nearly as much again (the Arabic admin spec on two
    // busy cores: 112 to 187 s with snapshots, 91 to 93 s without, 83 to 87 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  // Tests tagged @js need JavaScript and tests tagged @nojs prove the no-JavaScript path; tests
  // tagged @server read what the server alone answers (headers, feeds, links, server-rendered
  // markup), where JavaScript plays no part, so they run once, without it; the rest run in both.
  // A journey whose subject is a server rule (publishing states, preview links, two-factor, the
  // audit) is tagged @nojs: it proves its forms without JavaScript, and the same forms are proved
  // with it by the screens' own tests (the suite must fit CI's time on two cores). The public page
  // tests read the demo seed exactly as loaded, so they run first (the "seed" projects); the admin
  // and form tests, which write, run after them.
  projects: [
    {
      name: 'seed-js',
      testMatch: SEED_READERS,
      grepInvert: /@nojs|@server/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'seed-nojs',
      testMatch: SEED_READERS,
      grepInvert: /@js/,
      use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: false },
    },
    {
      name: 'js',
      testIgnore: SEED_READERS,
      dependencies: ['seed-js', 'seed-nojs'],
      grepInvert: /@nojs|@server/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'nojs',
      testIgnore: SEED_READERS,
      dependencies: ['seed-js', 'seed-nojs'],
      grepInvert: /@js/,
      use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: 'node tests/e2e/server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { E2E_PORT: String(PORT) },
  },
})
