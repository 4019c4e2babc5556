// Types for the part of ua-parser-js 1.x that app/analytics/agent.server.ts reads (the 1.x package
// ships none; 2.x does, but is AGPL: docs/decisions/021-visitor-analytics.md).
declare module 'ua-parser-js' {
  export class UAParser {
    constructor(ua?: string)
    getBrowser(): { name?: string; version?: string }
    getDevice(): { type?: string; vendor?: string; model?: string }
  }
  export default UAParser
}
