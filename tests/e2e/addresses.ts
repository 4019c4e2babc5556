import { randomInt } from 'node:crypto'

/** A private address picked at random from 16 million, so callers almost never share one. */
export function randomAddress() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}
