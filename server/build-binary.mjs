// `npm run build:binary` (after `remix vite:build`): dist/agency-site, one executable for a VPS, made
// with Node's single executable applications: the server bundled into one CommonJS file, the files it
// needs on disk as assets, both injected into a copy of this very node binary (so the SQLite addon,
// compiled for this node, matches). See docs/deploy.md.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { inject } from 'postject'
import { sha256 } from './addon-check.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const work = join(root, '.cache/binary')
const output = join(root, 'dist/agency-site')
const at = (path) => join(root, path)

if (!existsSync(at('build/server/index.js'))) {
  throw new Error('No Remix build: run `npm run build` first (npm run build:binary does both).')
}
rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
mkdirSync(join(root, 'dist'), { recursive: true })

// 1. The server, the Remix build and every dependency in one CommonJS file (SEA runs CommonJS).
await build({
  entryPoints: [at('server/binary.mjs')],
  outfile: join(work, 'app.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // React and others pick their production code from this; identifiers stay for readable stacks.
  define: { 'process.env.NODE_ENV': '"production"' },
  // sharp loads its addon and libvips from files on disk: it is unpacked with them (step 2) and
  // required from there (server/binary.mjs). The argon2 addon is loaded by server/binary.mjs too.
  external: ['sharp', '@node-rs/argon2'],
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
  // The Remix build imports its own chunks and packages marked side-effect free for their side
  // effects; esbuild drops those bare imports as intended and would say so 40 times per build.
  logOverride: { 'ignored-bare-import': 'silent' },
})

// 2. The files the app reads from disk, as assets named by their path in the extracted folder.
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
const assets = {}
const add = (from, under) => {
  for (const file of statSync(from).isDirectory() ? walk(from) : [from]) {
    const name = [under, relative(from, file)].filter(Boolean).join('/').split(sep).join('/')
    assets[name || under] = file
  }
}
add(at('build/client'), 'client')
add(at('db/migrations'), 'migrations')
add(at('db/seed-media'), 'seed-media')
add(at('node_modules/better-sqlite3/build/Release/better_sqlite3.node'), 'better_sqlite3.node')
// The password hashing addon (docs/decisions/020-password-checks.md) of this platform, as npm
// installed it: @node-rs/argon2-<platform>-<arch>[-<libc>].
const argon2Package = readdirSync(at('node_modules/@node-rs')).find((name) =>
  name.startsWith(`argon2-${process.platform}-${process.arch}`),
)
if (!argon2Package) throw new Error('@node-rs/argon2 has no addon installed for this platform.')
const argon2Addon = readdirSync(at(`node_modules/@node-rs/${argon2Package}`)).find((name) =>
  name.endsWith('.node'),
)
add(at(`node_modules/@node-rs/${argon2Package}/${argon2Addon}`), 'argon2.node')

// Litestream for REPLICA_URL (docs/decisions/044-litestream-replication.md): the program npm
// installed for this platform travels inside (about 30 MB), so a VPS needs nothing beside the binary.
const litestream = at(
  `node_modules/@flydotio/litestream-${process.platform}-${process.arch}/litestream`,
)
if (existsSync(litestream)) add(litestream, 'litestream')
else
  console.warn(
    `Litestream for ${process.platform}-${process.arch} is not installed: REPLICA_URL will need LITESTREAM_PATH.`,
  )

// sharp (docs/decisions/017-image-variants.md) for this platform only, like the node binary itself:
// its JavaScript, its addon and libvips, laid out as node_modules so its own require() finds them.
// Without them the binary still runs, serving originals only.
const platform = `${process.platform}-${process.arch}`
const SHARP_PACKAGES = [
  'sharp',
  'detect-libc',
  'semver',
  '@img/colour',
  `@img/sharp-${platform}`,
  `@img/sharp-libvips-${platform}`,
]
const sharpFile = (path) =>
  !/\.(d\.[cm]?ts|mjs|md|cc|h|gyp)$/.test(path) && !/^(src|install)\//.test(path)
if (SHARP_PACKAGES.every((name) => existsSync(at(`node_modules/${name}/package.json`)))) {
  for (const name of SHARP_PACKAGES) {
    for (const file of walk(at(`node_modules/${name}`))) {
      const path = relative(at(`node_modules/${name}`), file)
        .split(sep)
        .join('/')
      if (sharpFile(path)) assets[`sharp/node_modules/${name}/${path}`] = file
    }
  }
} else {
  console.warn(`sharp for ${platform} is not installed: the binary will serve originals only.`)
}

const files = Object.keys(assets).sort()
const hash = createHash('sha256')
for (const name of files) hash.update(`${name}\0`).update(readFileSync(assets[name]))
const { version } = JSON.parse(readFileSync(at('package.json'), 'utf8'))
writeFileSync(
  join(work, 'manifest.json'),
  JSON.stringify({
    version,
    hash: hash.digest('hex').slice(0, 16),
    files,
    // Checked before the addon is loaded (server/addon-check.mjs).
    addonSha256: sha256(readFileSync(assets['better_sqlite3.node'])),
    argon2Sha256: sha256(readFileSync(assets['argon2.node'])),
    litestreamSha256: assets.litestream ? sha256(readFileSync(assets.litestream)) : undefined,
    // The native files of sharp, checked the same way before sharp is loaded.
    sharpNatives: Object.fromEntries(
      files
        .filter((name) => name.startsWith('sharp/') && /\.(node|so(\.\d+)*)$/.test(name))
        .map((name) => [name, sha256(readFileSync(assets[name]))]),
    ),
  }),
)
assets['manifest.json'] = join(work, 'manifest.json')

// 3. The preparation blob, then a copy of node with the blob injected.
writeFileSync(
  join(work, 'sea-config.json'),
  JSON.stringify({
    main: join(work, 'app.cjs'),
    output: join(work, 'sea-prep.blob'),
    disableExperimentalSEAWarning: true,
    useCodeCache: true,
    assets,
  }),
)
execFileSync(process.execPath, ['--experimental-sea-config', join(work, 'sea-config.json')], {
  stdio: 'inherit',
})
rmSync(output, { force: true })
copyFileSync(process.execPath, output)
chmodSync(output, 0o755)
// postject's ELF reader warns about each of node's many .note sections: harmless, and noisy.
const warn = console.warn
console.warn = (...args) => /string offset for section/.test(String(args[0])) || warn(...args)
try {
  await inject(output, 'NODE_SEA_BLOB', readFileSync(join(work, 'sea-prep.blob')), {
    sentinelFuse: 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2',
  })
} finally {
  console.warn = warn
}
const mb = (statSync(output).size / 1e6).toFixed(0)
console.log(
  `Built ${relative(root, output)} (${mb} MB, ${files.length} embedded files, v${version})`,
)
