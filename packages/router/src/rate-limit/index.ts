export { type RateLimit, rateLimitMessage, rateLimitOf } from './rate-limit.ts';
export {
  clearRateLimitNotice,
  type RateLimitNotice,
  showRateLimitNotice,
  useRateLimitNotice,
} from './rate-limit-notice.ts';
