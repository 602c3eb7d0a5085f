/**
 * Dev and debug deployments serve every subdomain under a '-debug' label: rent-debug.591.com.tw
 * next to rent.591.com.tw. The marker sits in the first label so the one wildcard certificate
 * for *.<domain> covers both, cookies on .<domain> are shared, and the section rule (a host
 * containing rent, sale, business or land) still holds.
 */
export const DEBUG_HOST_SUFFIX = '-debug';

/** The environments the specification gives the debug host map. */
export const DEBUG_ENVIRONMENTS = ['dev', 'debug'] as const;

export interface HostMapOptions {
  debug?: boolean;
}

export function usesDebugHosts(environment: string | undefined): boolean {
  return (DEBUG_ENVIRONMENTS as readonly string[]).includes(environment ?? '');
}

export function hostLabel(subdomain: string, options: HostMapOptions = {}): string {
  return options.debug ? `${subdomain}${DEBUG_HOST_SUFFIX}` : subdomain;
}

/** Splits a first label such as 'rent-debug' into its subdomain and whether it is a debug host. */
export function parseHostLabel(label: string): { subdomain: string; debug: boolean } {
  const lower = label.toLowerCase();
  const debug = lower.endsWith(DEBUG_HOST_SUFFIX) && lower.length > DEBUG_HOST_SUFFIX.length;
  return { subdomain: debug ? lower.slice(0, -DEBUG_HOST_SUFFIX.length) : lower, debug };
}
