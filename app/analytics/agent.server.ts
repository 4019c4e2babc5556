// What a pageview keeps of the browser: whether it is a bot (isbot), its device class and its
// family (ua-parser-js 1.x, MIT). Parsed once per distinct user agent: a beacon flood repeats few.
import { isbot } from 'isbot'
import { LRUCache } from 'lru-cache'
import { UAParser } from 'ua-parser-js'

export const DEVICES = ['Desktop', 'Mobile', 'Tablet', 'Other'] as const
export type Agent = { bot: boolean; device: number; browser: string | null }

const parsed = new LRUCache<string, Agent>({ max: 2_000 })

export function readAgent(userAgent: string): Agent {
  const ua = userAgent.slice(0, 512)
  let agent = parsed.get(ua)
  if (!agent) {
    const parser = new UAParser(ua)
    const type = parser.getDevice().type
    agent = {
      bot: ua === '' || isbot(ua),
      device: type === undefined ? 0 : type === 'mobile' ? 1 : type === 'tablet' ? 2 : 3,
      browser: parser.getBrowser().name?.slice(0, 40) ?? null,
    }
    parsed.set(ua, agent)
  }
  return agent
}
