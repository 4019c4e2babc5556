import { afterEach, describe, expect, test } from 'vitest'
import { limitKeyFor, resolveClientAddress } from '#app/lib/client-address.server.ts'
import { getEnv, resetEnv } from '#app/lib/env.server.ts'

function withEnv(vars: Record<string, string>) {
  Object.assign(process.env, vars)
  resetEnv()
}

afterEach(() => {
  delete process.env.TRUST_PROXY
  delete process.env.CLIENT_IP_HEADER
  resetEnv()
})

const headers = (values: Record<string, string>) => (name: string) => values[name]

describe('resolveClientAddress', () => {
  test('without TRUST_PROXY the socket is the client, whatever the headers say', () => {
    withEnv({ TRUST_PROXY: 'false' })
    const address = resolveClientAddress('203.0.113.9', headers({ 'x-forwarded-for': '1.2.3.4' }))
    expect(address).toBe('203.0.113.9')
  })

  test('with one trusted proxy the rightmost entry counts, not the forged leftmost', () => {
    withEnv({ TRUST_PROXY: 'true' })
    for (const forged of ['1.1.1.1', '8.8.8.8', '10.0.0.1']) {
      const header = headers({ 'x-forwarded-for': `${forged}, 198.51.100.7` })
      expect(resolveClientAddress('127.0.0.1', header)).toBe('198.51.100.7')
    }
  })

  test('a hop count skips that many proxies from the right', () => {
    withEnv({ TRUST_PROXY: '2' })
    const header = headers({ 'x-forwarded-for': '1.1.1.1, 198.51.100.7, 192.0.2.50' })
    expect(resolveClientAddress('127.0.0.1', header)).toBe('198.51.100.7')
  })

  test('a list of proxy networks (a CDN in front of Caddy) skips exactly those', () => {
    withEnv({ TRUST_PROXY: 'loopback, 192.0.2.0/24' })
    const header = headers({ 'x-forwarded-for': '1.1.1.1, 198.51.100.7, 192.0.2.50, 192.0.2.9' })
    expect(resolveClientAddress('127.0.0.1', header)).toBe('198.51.100.7')
    // A request that did not come through a trusted proxy is its own client.
    expect(resolveClientAddress('203.0.113.9', header)).toBe('203.0.113.9')
  })

  test('a configured client-address header is read only from a trusted proxy', () => {
    withEnv({ TRUST_PROXY: 'true', CLIENT_IP_HEADER: 'X-Real-IP' })
    const header = headers({ 'x-real-ip': '198.51.100.7', 'x-forwarded-for': '1.1.1.1' })
    expect(resolveClientAddress('127.0.0.1', header)).toBe('198.51.100.7')
    withEnv({ TRUST_PROXY: '10.9.9.9', CLIENT_IP_HEADER: 'X-Real-IP' })
    expect(resolveClientAddress('127.0.0.1', header)).toBe('127.0.0.1')
  })

  test('TRUST_PROXY refuses values that are neither a flag, a count nor addresses', () => {
    withEnv({ TRUST_PROXY: 'sometimes' })
    expect(() => getEnv()).toThrow(/TRUST_PROXY/)
  })
})

describe('limitKeyFor', () => {
  test('IPv6 addresses count by their /64, IPv4 (mapped or not) by the address', () => {
    expect(limitKeyFor('2001:db8:1:2::1')).toBe(limitKeyFor('2001:db8:1:2:ffff:1:2:3'))
    expect(limitKeyFor('2001:db8:1:2::1')).not.toBe(limitKeyFor('2001:db8:1:3::1'))
    expect(limitKeyFor('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(limitKeyFor('198.51.100.7')).toBe('198.51.100.7')
    expect(limitKeyFor('')).toBe('unknown')
  })
})
