// Entry of the single executable (built by server/build-binary.mjs). The files the app needs on disk
// (client build, migrations, demo images, the SQLite addon) travel inside the binary as assets; the
// first run extracts them into a cache folder named by their content hash, later runs reuse it.
// Then it runs the same command line and server as `npm start`.
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { getAsset } from 'node:sea'
import { addonIsIntact } from './addon-check.mjs'
import { runCli } from './cli.mjs'

const ADDON = 'better_sqlite3.node'
const ARGON2 = 'argon2.node'

/** @type {{ version: string, hash: string, files: string[], addonSha256: string, argon2Sha256: string, litestreamSha256?: string, sharpNatives?: Record<string, string> }} */
const manifest = JSON.parse(getAsset('manifest.json', 'utf8'))

// Beside the data by default (the binary's working folder); CACHE_DIR moves it, e.g. to systemd's
// CacheDirectory. Never a shared /tmp: another user could plant a native addon there.
function extractAssets() {
  const root = resolve(process.env.CACHE_DIR || '.cache/agency-site')
  const dir = join(root, manifest.hash)
  if (existsSync(dir)) {
    if (
      addonIsIntact(join(dir, ADDON), manifest.addonSha256) &&
      addonIsIntact(join(dir, ARGON2), manifest.argon2Sha256)
    )
      return dir
    // Changed since it was unpacked: unpack this version's assets afresh, and check again below.
    console.error(`An addon in ${dir} does not match this binary: unpacking it again.`)
    rmSync(dir, { recursive: true, force: true })
  }
  const staging = `${dir}.partial-${process.pid}`
  for (const file of manifest.files) {
    const target = join(staging, file)
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 })
    writeFileSync(target, new Uint8Array(getAsset(file)))
  }
  try {
    // Atomic: a folder with the final name is always complete, even if two starts race.
    renameSync(staging, dir)
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    if (!existsSync(dir)) throw error
  }
  // Folders of earlier versions stay (about 25 MB each, most of it libvips): a still-running old
  // server may serve from one.
  return dir
}

async function main() {
  const argv = process.argv.slice(2)
  // --help and --version leave no cache folder behind in whatever folder they are run from.
  const infoOnly = argv.some((arg) => /^(-h|--help|-v|--version)$/.test(arg))
  const dir = infoOnly ? '' : extractAssets()
  if (!infoOnly) {
    // better-sqlite3 cannot find its addon inside the binary: load it here and hand it over
    // (app/lib/db.server.ts passes this global as `nativeBinding`).
    if (!addonIsIntact(join(dir, ADDON), manifest.addonSha256)) {
      throw new Error(
        `Refusing to load ${join(dir, ADDON)}: it is not the addon this binary was built with. ` +
          'Check who can write to the cache folder (CACHE_DIR).',
      )
    }
    const addon = { exports: {} }
    process.dlopen(addon, join(dir, ADDON))
    globalThis.__betterSqlite3Binding = addon.exports
    // Password hashing (app/lib/password.server.ts), checked the same way: no sign-in without it.
    if (!addonIsIntact(join(dir, ARGON2), manifest.argon2Sha256)) {
      throw new Error(
        `Refusing to load ${join(dir, ARGON2)}: it is not the addon this binary was built with. ` +
          'Check who can write to the cache folder (CACHE_DIR).',
      )
    }
    const argon2 = { exports: {} }
    process.dlopen(argon2, join(dir, ARGON2))
    globalThis.__argon2Binding = argon2.exports
    offerSharp(dir)
    offerLitestream(dir)
  }

  // The bundle's process.env.NODE_ENV is fixed at build time; getEnv() reads the real environment.
  Object.assign(process.env, {
    NODE_ENV: 'production',
    MIGRATIONS_DIR: join(dir, 'migrations'),
    SEED_MEDIA_DIR: join(dir, 'seed-media'),
  })

  // Imported only now, so nothing in the app runs before the addon and the paths are in place.
  const build = await import('../build/server/index.js')
  await runCli(build, {
    argv,
    clientDir: join(dir, 'client'),
    version: manifest.version,
    name: 'agency-site',
  })
}

/**
 * sharp's addon and libvips cannot load from inside the binary either: it is required from its
 * unpacked files when the app first needs it (app/lib/images.server.ts), once they are checked.
 * Without it the site serves original images only (docs/deploy.md).
 */
function offerSharp(dir) {
  const natives = Object.entries(manifest.sharpNatives ?? {})
  if (natives.length === 0) return
  const swapped = natives.filter(([file, sha]) => !addonIsIntact(join(dir, file), sha))
  if (swapped.length > 0) {
    console.error(
      `Refusing to load ${swapped.map(([file]) => join(dir, file)).join(', ')}: not the files ` +
        'this binary was built with; images are served without resized copies. Check who can ' +
        'write to the cache folder (CACHE_DIR).',
    )
    return
  }
  const sharp = join(dir, 'sharp/node_modules/sharp/package.json')
  globalThis.__loadSharp = () => createRequire(sharp)('sharp')
}

/**
 * Litestream (REPLICA_URL) runs from its unpacked copy, made executable and checked like the
 * addons; LITESTREAM_PATH set by the operator wins (docs/deploy.md, "Replication").
 */
function offerLitestream(dir) {
  const program = join(dir, 'litestream')
  if (!process.env.REPLICA_URL || process.env.LITESTREAM_PATH || !manifest.litestreamSha256) return
  if (!addonIsIntact(program, manifest.litestreamSha256)) {
    console.error(
      `Refusing to run ${program}: not the file this binary was built with; replication stays ` +
        'off. Check who can write to the cache folder (CACHE_DIR).',
    )
    return
  }
  chmodSync(program, 0o700)
  process.env.LITESTREAM_PATH = program
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
