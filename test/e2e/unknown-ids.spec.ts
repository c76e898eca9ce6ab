import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { resetMock, signIn } from './support';

/**
 * Every page that takes an id, opened by driver A with an id the server does not know (a stale link, a mistyped code):
 * the server answers a definite refusal, and the page says what it means — never 网络不佳/服务繁忙 with a 重试 that would
 * get the same answer, never 正在确认支付结果… for an order that is not, never a placeholder for ever
 * (docs/architecture.md, "A refusal is said as a refusal"). The pages are read from the routes' query table
 * (src/lib/paths.ts, RouteQuery): a page that gains a required id is swept with the rest.
 */

const UNKNOWN = 'NOSUCH404';
/** Values for the required parameters that are not ids: what a real link carries. */
const OTHER: Record<string, string> = { plateNo: '京A12345', startTime: '2026-12-01 10:00:00', pileCode: '200101' };

function pagesTakingAnId(): string[] {
  const source = readFileSync(path.join(__dirname, '../../src/lib/paths.ts'), 'utf8');
  const table = source.slice(source.indexOf('export interface RouteQuery'));
  const pages: string[] = [];
  for (const [, route, body] of table.matchAll(/^\s+'(\/[^']+)': \{([^}]*)\};/gm)) {
    const required = [...(body ?? '').matchAll(/(\w+)(\?)?: ([^;]+);?/g)].filter(([, , optional]) => !optional).map(([, name, , type]) => ({ name: name as string, type: (type ?? '').trim() }));
    if (!required.some((p) => p.type === 'Id')) continue;
    const query = new URLSearchParams(required.map((p) => [p.name, p.type === 'Id' ? UNKNOWN : OTHER[p.name] ?? 'x']));
    pages.push(`${route}?${query}`);
  }
  return pages;
}

const PAGES = pagesTakingAnId();

test.beforeEach(async ({ request }) => resetMock(request));

test(`the ${PAGES.length} pages that take an id, opened with one the server does not know, say so and never offer a useless 重试`, async ({ page }) => {
  test.setTimeout(PAGES.length * 8_000);
  expect(PAGES.length).toBeGreaterThan(50);
  await signIn(page);
  const wrong: string[] = [];
  for (const url of PAGES) {
    await page.goto(url);
    const main = page.locator('main, #root').first();
    // Settled: nothing on the page is still loading, opening or confirming (for ever, any of them is a failure too),
    // and the same words at two looks in a row: right after the address changes the page is not drawn yet, and an
    // empty page had passed for a settled one.
    let seen = '';
    const settled = await expect
      .poll(async () => {
        const now = await main.innerText();
        const same = now.trim() !== '' && now === seen;
        seen = now;
        return same && (await page.locator('[aria-busy="true"]').count()) === 0 && !/正在打开|加载中|正在确认支付结果/.test(now);
      }, { timeout: 6_000 })
      .toBe(true)
      .then(() => true, () => false);
    const text = await main.innerText();
    const retry = await page.getByRole('button', { name: '重试' }).count();
    const faults = [
      !settled && 'still loading after 6 s',
      /网络不佳|服务繁忙/.test(text) && 'says 网络不佳/服务繁忙',
      retry > 0 && 'offers 重试',
      /正在确认支付结果|请勿关闭页面或重复支付/.test(text) && 'says it is confirming a payment',
    ].filter(Boolean);
    if (faults.length) wrong.push(`${url}: ${faults.join(', ')} — ${text.replace(/\s+/g, ' ').slice(0, 100)}`);
  }
  expect(wrong, wrong.join('\n')).toEqual([]);
});
