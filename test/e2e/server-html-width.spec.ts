import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { resetMock } from './support';

/**
 * Server HTML never makes the page wider than the screen (a news body widened it to 1,560 px). The news
 * item's answer is the mock's own with its body replaced by a wide one: fixed widths on a table, an image and a div,
 * a 300-character URL, a long <pre> line. On a 390 px phone the page must not scroll sideways; the table scrolls in
 * its own box. The sanitiser's half is tested in jest (test/lib/sanitizeHtmlWidth.test.ts); this is the layout's.
 */

const LONG_URL = `https://www.example.com/${'a'.repeat(300)}`;
const WIDE = [
  '<h3>五一假期停车收费调整</h3>',
  '<table width="1560" style="width:1560px"><tbody><tr><td width="1200">东城区路侧停车位</td><td>免费</td>',
  `<td>${'b'.repeat(120)}</td></tr></tbody></table>`,
  // An image 1,560 px wide by its own size too: max-width has to hold it, not only the dropped attribute.
  `<p><img src="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1560" height="400"><rect width="1560" height="400" fill="#3a7afe"/></svg>')}" width="1560" height="400" alt="示意图"></p>`,
  '<div style="width:1560px">固定宽度的段落</div>',
  `<p>原文：${LONG_URL}</p>`,
  `<p><a href="${LONG_URL}">${LONG_URL}</a></p>`,
  `<pre>${'x'.repeat(400)} 一行很长的代码</pre>`,
  '<p style="white-space: nowrap">不换行的一段很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长的文字</p>',
].join('');

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ request }) => resetMock(request));

test('a news body 1,560 px wide keeps the page as wide as the phone; its table scrolls in its own box', async ({ page }) => {
  await page.route(/\/publicity\/v2\/api\/news\/detail\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { code: string; data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, content: WIDE } } });
  });
  await page.goto('/newsDetail?newId=N5001');
  await expect(page.getByText('东城区路侧停车位')).toBeVisible();
  await expect(page.getByRole('img', { name: '示意图' })).toBeVisible();
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));

  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.inner).toBe(390);
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  expect(widths.body).toBeLessThanOrEqual(widths.inner);

  // Nothing inside the article reaches past the screen's right edge, except inside the table's own scrolling box.
  const past = await page.evaluate(() => {
    const article = document.querySelector('[data-testid="server-html"]');
    if (!article) return ['no server html'];
    return [...article.querySelectorAll('*')]
      .filter((el) => !el.closest('.server-html-scroll') || el.classList.contains('server-html-scroll'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName} ${Math.round(el.getBoundingClientRect().right)}`);
  });
  expect(past).toEqual([]);

  const box = page.getByRole('region', { name: '表格（可左右滑动）' });
  await expect(box).toBeVisible();
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(clientWidth).toBeLessThanOrEqual(390);
  expect(scrollWidth).toBeGreaterThanOrEqual(clientWidth);

  // The scrolling box is reachable and named (axe: scrollable-region-focusable, region), like every page of the walk.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
