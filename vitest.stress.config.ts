// The proofs of tests/stress (docs/security.md): each starts the production build as a process of
// its own, so they run one at a time. `npm test` runs their short versions after the build;
// `npm run test:stress` the long ones (STRESS=long).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/stress/**/*.test.ts'],
    // The replication proofs (a load and a kill each, over a folder, an sshd and an S3 store) have
    // no short version: `npm test` leaves them to `npm run test:stress`.
    exclude: process.env.STRESS === 'long' ? [] : ['tests/stress/replica.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
