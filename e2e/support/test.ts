import { test as base, expect } from '@playwright/test';
import { type ApiMember, logInContext, registerThroughApi } from './poster.ts';
import { DOMAIN, PORT } from './site.ts';

export { expect };

/** How a page of the site under test is named in the browser's CORS messages. */
const SITE_ORIGIN_SUFFIX = `.${DOMAIN}:${PORT}'`;

/** A Content-Security-Policy violation a page or one of its frames reported. */
interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

/**
 * Every spec's `test`: the site's pages run with their Content-Security-Policy enforced, and
 * a test fails when any page or frame it opened reports a violation, whatever it checked.
 *
 * `member` is a member already logged in in the test's browser: registered once per worker
 * through the API and shared by that worker's tests, for tests whose subject is not the
 * register or log-in form, nor an empty account (they register their own), nor logging out
 * (which would end the shared session).
 */
export const test = base.extend<
  {
    cspViolations: CspViolation[];
    corsRefusals: string[];
    hydrationErrors: string[];
    member: ApiMember;
  },
  { workerMember: ApiMember }
>({
  workerMember: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await registerThroughApi(request, { realname: '林', sex: 2 }));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  /**
   * And when a page's hydration did not match the server's HTML (the page and each island
   * report it as `[hydration…]`): React then renders that part anew, a cost and a bug.
   */
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.text().startsWith('[hydration')) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
  member: async ({ context, workerMember }, use) => {
    await logInContext(context, workerMember);
    await use(workerMember);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void })
            .__reportCspViolation;
          report?.({
            page: event.documentURI,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * And when the browser refused a call across subdomains (a method or header the API's CORS
   * answer does not allow). Contexts that route requests never see this: Playwright answers
   * their preflights itself, so tests of cross-origin writes open pages without routes.
   */
  corsRefusals: [
    async ({ context }, use) => {
      const refusals: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        // Only the site under test: a spec may run a second gateway on another port, whose
        // origin the API was never told of.
        if (
          message.type() === 'error' &&
          text.includes('blocked by CORS policy') &&
          text.includes(SITE_ORIGIN_SUFFIX)
        ) {
          refusals.push(text);
        }
      });
      await use(refusals);
      expect(refusals, 'calls refused by CORS').toEqual([]);
    },
    { auto: true },
  ],
});
