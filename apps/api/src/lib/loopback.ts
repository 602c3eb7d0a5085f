/** The machine itself: 127.0.0.0/8, ::1, or an IPv4 loopback written as IPv6. */
export function isLoopback(ip: string): boolean {
  return /^(127\.|::ffff:127\.)/i.test(ip) || ip === '::1';
}
