// The SSRF guard (app/lib/ssrf-guard.server.ts, docs/security.md): its decision as a function, and
// a name that resolves to a refused address, through an injected resolver. Nothing here sends a
// packet anywhere.
import { describe, expect, test } from 'vitest'
import {
  addressRefusal,
  checkedAddress,
  GUARD_TEXTS,
  urlRefusal,
} from '#app/lib/ssrf-guard.server.ts'

const REFUSED = [
  '127.0.0.1',
  '127.1.2.3',
  '10.0.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '255.255.255.255',
  '::1',
  '::',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  'fe80::1',
  'fc00::1',
  'fd12:3456::1',
  'ff02::1',
  '64:ff9b::7f00:1',
  '2002:7f00:1::1',
]

describe('addressRefusal', () => {
  test.each(REFUSED)('%s is refused without consent', (address) => {
    expect(addressRefusal(address, false)).toBe(GUARD_TEXTS.private)
  })

  test('loopback only with the operator consent, and nothing else with it', () => {
    expect(addressRefusal('127.0.0.1', true)).toBeNull()
    expect(addressRefusal('::1', true)).toBeNull()
    expect(addressRefusal('::ffff:127.0.0.1', true)).toBeNull()
    for (const address of ['10.0.0.1', '169.254.169.254', '192.168.0.1', 'fe80::1'])
      expect(addressRefusal(address, true)).toBe(GUARD_TEXTS.private)
  })

  test('public unicast addresses are allowed', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111'])
      expect(addressRefusal(address, false)).toBeNull()
  })
})

describe('names and URLs', () => {
  const resolver = (table: Record<string, string[]>) => async (host: string) => {
    const found = table[host]
    if (!found) throw new Error(`the test resolved an unexpected name: ${host}`)
    return found
  }
  const resolve = resolver({
    'metadata.example': ['169.254.169.254'],
    'inside.example': ['93.184.215.14', '10.0.0.5'],
    'mapped.example': ['::ffff:127.0.0.1'],
    'hooks.example': ['93.184.215.14', '2606:4700::1111'],
    localhost: ['127.0.0.1', '::1'],
  })

  test('a name is refused when any address it resolves to is', async () => {
    for (const host of ['metadata.example', 'inside.example', 'mapped.example'])
      await expect(checkedAddress(host, { allowLoopback: false, resolve })).rejects.toThrow(
        GUARD_TEXTS.private,
      )
    expect(await checkedAddress('hooks.example', { allowLoopback: false, resolve })).toBe(
      '93.184.215.14',
    )
  })

  test('https only; http to a loopback host only with consent; no credentials', async () => {
    const check = (url: string, allowLoopback = false) =>
      urlRefusal(url, { allowLoopback, resolve })
    expect(await check('https://hooks.example/in')).toBeNull()
    expect(await check('http://hooks.example/in')).toBe(GUARD_TEXTS.https)
    expect(await check('http://hooks.example/in', true)).toBe(GUARD_TEXTS.https)
    expect(await check('http://127.0.0.1:9/in')).toBe(GUARD_TEXTS.https)
    expect(await check('http://127.0.0.1:9/in', true)).toBeNull()
    expect(await check('http://localhost:9/in', true)).toBeNull()
    expect(await check('https://127.0.0.1/in')).toBe(GUARD_TEXTS.private)
    expect(await check('https://[::ffff:7f00:1]/in')).toBe(GUARD_TEXTS.private)
    expect(await check('https://2130706433/in')).toBe(GUARD_TEXTS.private)
    expect(await check('https://metadata.example/latest')).toBe(GUARD_TEXTS.private)
    expect(await check('https://u:p@hooks.example/in')).toBe(GUARD_TEXTS.credentials)
    expect(await check('not an address')).toBe(GUARD_TEXTS.notAddress)
  })
})
