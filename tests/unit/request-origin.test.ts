// The address a request is served for (issue 28, forwarded hosts): server/serve.mjs rewrites every
// request's headers with settleOrigin before Remix, the page cache or the log reads them. The proof
// against the running server is tests/stress/forwarded-hosts.test.ts.
import type { IncomingHttpHeaders } from 'node:http'
import { afterEach, describe, expect, test } from 'vitest'
import { resetEnv } from '#app/lib/env.server.ts'
import { normalHost, settleOrigin } from '#app/lib/request-origin.server.ts'

function withEnv(vars: Record<string, string>) {
  Object.assign(process.env, vars)
  resetEnv()
}

afterEach(() => {
  for (const name of ['TRUST_PROXY', 'FORWARDED_HEADERS_PROXY', 'SITE_URL'])
    delete process.env[name]
  resetEnv()
})

/** The headers as settled for a request from `peer`, or null when it is refused (400). */
function settled(headers: IncomingHttpHeaders, peer = '127.0.0.1') {
  const copy = { ...headers }
  return settleOrigin(copy, peer) ? copy : null
}

const FORGED = {
  host: '127.0.0.1:3000',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
}

describe('settleOrigin', () => {
  test("a visitor's forwarded host and scheme are dropped, even behind a trusted proxy", () => {
    withEnv({ TRUST_PROXY: 'true' })
    expect(settled(FORGED)).toEqual({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'http' })
  })

  test('the proxy named in FORWARDED_HEADERS_PROXY sets them, and only it', () => {
    withEnv({ TRUST_PROXY: 'true', FORWARDED_HEADERS_PROXY: 'loopback' })
    const fromCaddy = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'Agency.Example',
      'x-forwarded-proto': 'https',
    }
    expect(settled(fromCaddy)).toEqual({ host: 'agency.example', 'x-forwarded-proto': 'https' })
    // A proxy that appends: the value it wrote is the last one.
    expect(
      settled({ ...fromCaddy, 'x-forwarded-host': 'evil.example, agency.example' })?.host,
    ).toBe('agency.example')
    // The same headers from anyone else are a visitor's.
    expect(settled(fromCaddy, '203.0.113.9')).toEqual({
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'http',
    })
    // A scheme that is not https is http.
    expect(
      settled({ ...fromCaddy, 'x-forwarded-proto': 'javascript' })?.['x-forwarded-proto'],
    ).toBe('http')
  })

  test('SITE_URL wins over every header', () => {
    withEnv({
      TRUST_PROXY: 'true',
      FORWARDED_HEADERS_PROXY: 'loopback',
      SITE_URL: 'https://agency.example',
    })
    expect(settled(FORGED)).toEqual({ host: 'agency.example', 'x-forwarded-proto': 'https' })
    expect(settled({ host: 'other.example' }, '203.0.113.9')).toEqual({
      host: 'agency.example',
      'x-forwarded-proto': 'https',
    })
  })

  test('a malformed host is refused, from a visitor or from the named proxy', () => {
    withEnv({ FORWARDED_HEADERS_PROXY: 'loopback' })
    for (const bad of [
      'a b',
      'evil.example/admin/dashboard',
      'evil.example?x=1',
      'user@evil.example',
      'evil.example:99999',
      'x'.repeat(300),
    ]) {
      expect(settled({ host: bad }, '203.0.113.9'), bad).toBeNull()
      expect(settled({ host: 'agency.example', 'x-forwarded-host': bad }), bad).toBeNull()
    }
    expect(settled({ host: '' }, '203.0.113.9')).toBeNull()
  })

  test('a request without Host (HTTP/1.0) is served for localhost', () => {
    expect(settled({})).toEqual({ host: 'localhost', 'x-forwarded-proto': 'http' })
  })
})

describe('normalHost', () => {
  test('spells a host as the URL parser does', () => {
    expect(normalHost('Agency.Example:80')).toBe('agency.example')
    expect(normalHost('127.0.0.1:3000')).toBe('127.0.0.1:3000')
    expect(normalHost('[::1]:3000')).toBe('[::1]:3000')
    expect(normalHost('localhost')).toBe('localhost')
  })
})
