// What still looks like spam after the form's own checks; linear on the longest text allowed.
import { expect, test } from 'vitest'
import { MAX } from '#app/models/fields.ts'
import { isLinksOnly } from '#app/models/spam.server.ts'

test('links with next to no words around them are links only; a sentence with a link is not', () => {
  expect(isLinksOnly('https://a.example')).toBe(true)
  expect(isLinksOnly('see www.a.example and http://b.example !!')).toBe(true)
  expect(isLinksOnly('We liked your reel, here is our brief: https://a.example/brief')).toBe(false)
  expect(isLinksOnly('No links at all')).toBe(false)
})

// A backtracking pattern would not return from these within the test's time limit.
test('the longest messages allowed, made of what a pattern could stumble on', () => {
  expect(isLinksOnly('http://'.repeat(MAX.message / 7))).toBe(true)
  expect(isLinksOnly('www.'.repeat(MAX.message / 4))).toBe(true)
  expect(isLinksOnly('w'.repeat(MAX.message))).toBe(false)
})
