// Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane). hash-wasm runs it as
// WebAssembly, so there is no second native addon to build or to embed in the single binary.
import { randomBytes } from 'node:crypto'
import { argon2id, argon2Verify } from 'hash-wasm'

export async function hashPassword(password: string): Promise<string> {
  return argon2id({
    password,
    salt: randomBytes(16),
    parallelism: 1,
    iterations: 2,
    memorySize: 19456,
    hashLength: 32,
    outputType: 'encoded',
  })
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash })
  } catch {
    return false
  }
}
