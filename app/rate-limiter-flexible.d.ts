// Types for the files of rate-limiter-flexible that app/lib/rate-limit.server.ts and app/analytics/beacon.server.ts import on
// their own (the package's types describe only its index).
declare module 'rate-limiter-flexible/lib/RateLimiterSQLite.js' {
  import { RateLimiterSQLite } from 'rate-limiter-flexible'
  export default RateLimiterSQLite
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible'
  export default RateLimiterRes
}
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible'
  export default RateLimiterMemory
}
