import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * Playwright's `test` with one check more: no page of the test broke the app's Content-Security-Policy or Trusted
 * Types (scripts/securityHeaders.ts). Every page of the test's context reports each `securitypolicyviolation` here as it
 * happens, and the test fails at its end if any came. A test that makes a violation on purpose (an injected script)
 * reads `policyViolations`, checks them, and empties the list.
 */
export interface PolicyViolation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  line: number;
  page: string;
}

/** Every page of `context` reports each violation into the list returned, as it happens. */
export async function watchPolicyViolations(context: BrowserContext): Promise<PolicyViolation[]> {
  const seen: PolicyViolation[] = [];
  await context.exposeBinding('__policyViolation', (_source, violation: PolicyViolation) => {
    seen.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __policyViolation: (v: unknown) => void }).__policyViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        void report({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber, page: location.pathname }),
      true,
    );
  });
  return seen;
}

export const test = base.extend<{ policyViolations: PolicyViolation[] }>({
  policyViolations: [
    async ({ context }, use) => {
      const seen = await watchPolicyViolations(context);
      await use(seen);
      expect(seen, 'no page broke the Content-Security-Policy or Trusted Types').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, APIResponse, Browser, BrowserContext, Locator, Page, Request, Route, Worker } from '@playwright/test';
