import { fitsPhone, MAX_FIXED_WIDTH_PX, safeStyle, sanitizeHtml, TABLE_SCROLL_CLASS } from '@/lib/sanitizeHtml';

/**
 * Server HTML never makes the page wider than the phone (a news body widened it to 1,560 px). The
 * sanitiser's half: no fixed width over the narrowest phone survives, tables scroll in a box of their own, <pre> wraps.
 * The stylesheet's half (media, long words, <pre>) is checked in a real browser: test/e2e/server-html-width.spec.ts.
 */

const LONG_URL = `https://www.example.com/${'a'.repeat(300)}`;
const WIDE = [
  '<h3>五一假期停车收费调整</h3>',
  '<table width=1560 style="width:1560px"><tbody><tr><td width="1200">东城区</td><td>免费</td></tr></tbody></table>',
  '<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=1560 height=800 alt="示意图"></p>',
  '<div style="width:1560px; color: red">固定宽度的段落</div>',
  `<p>原文：${LONG_URL}</p>`,
  `<p><a href="${LONG_URL}">${LONG_URL}</a></p>`,
  `<pre style="white-space: pre">${'x'.repeat(400)} 一行很长的代码</pre>`,
  '<p style="white-space: nowrap">不换行的一段很长很长的文字</p>',
  '<p style="margin-left: 1500px; padding: 0 2000px; text-indent: 100em">缩进</p>',
  '<p style="width: 200vw">视口宽度</p>',
  '<p style="font-size: 400px">大</p>',
].join('');

function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = String(sanitizeHtml(html));
  return div;
}

/** Every px (or unitless) length in a width attribute or a widening style declaration of the sanitised output. */
function fixedWidths(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const attr = el.getAttribute('width');
    if (attr !== null && !fitsPhone(attr, MAX_FIXED_WIDTH_PX, true)) found.push(`${el.tagName} width=${attr}`);
    for (const declaration of (el.getAttribute('style') ?? '').split(';')) {
      const [name = '', value = ''] = declaration.split(':').map((s) => s.trim());
      if (/^(?:min-)?width$|^margin|^padding|^text-indent|^border/.test(name) && !fitsPhone(value)) found.push(`${el.tagName} ${name}: ${value}`);
      if (name === 'font-size' && !fitsPhone(value, 64)) found.push(`${el.tagName} ${name}: ${value}`);
    }
  }
  return found;
}

test('a payload 1,560 px wide comes out with no fixed width over the phone', () => {
  const root = dom(WIDE);
  expect(fixedWidths(root)).toEqual([]);
  // The content itself is all there.
  expect(root.querySelector('td')?.textContent).toBe('东城区');
  expect(root.querySelector('img')).toHaveAttribute('alt', '示意图');
  expect(root.textContent).toContain(LONG_URL);
  expect(root.querySelector('a')).toHaveAttribute('href', LONG_URL);
  expect(root.querySelector('div[style]')).toHaveAttribute('style', 'color: red');
});

test('a table scrolls in a box of its own, which a keyboard can reach and a screen reader names', () => {
  const root = dom('<table width=1560><caption>收费标准</caption><tr><td>一</td></tr></table><table><tr><td>二</td></tr></table>');
  const boxes = [...root.querySelectorAll(`.${TABLE_SCROLL_CLASS}`)];
  expect(boxes).toHaveLength(2);
  for (const box of boxes) {
    expect(box.firstElementChild?.tagName).toBe('TABLE');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveAttribute('role', 'region');
  }
  expect(boxes[0]).toHaveAttribute('aria-label', '收费标准');
  expect(boxes[1]).toHaveAttribute('aria-label', '表格（可左右滑动）');
  // Sanitising what was already sanitised still gives each table one box (the old box's class is not kept).
  const again = document.createElement('div');
  again.innerHTML = String(sanitizeHtml(root.innerHTML));
  expect(again.querySelectorAll(`.${TABLE_SCROLL_CLASS}`)).toHaveLength(2);
  expect(again.querySelectorAll('table')).toHaveLength(2);
});

test('<pre> and white-space wrap: pre becomes pre-wrap, nowrap is dropped', () => {
  const root = dom(WIDE);
  expect(root.querySelector('pre')).toHaveAttribute('style', 'white-space: pre-wrap');
  expect(root.querySelector('pre')?.textContent).toContain('x'.repeat(400));
  expect(safeStyle('white-space: nowrap; color: red')).toBe('color: red');
  expect(safeStyle('white-space: pre-line')).toBe('white-space: pre-line');
});

test('what fits a phone stays: small and relative widths, borders with colours, ordinary margins and sizes', () => {
  const root = dom('<table width="100%"><tr><td width="80">a</td></tr></table><img src="/a.png" width="120" height="40" alt="">');
  expect(root.querySelector('table')).toHaveAttribute('width', '100%');
  expect(root.querySelector('td')).toHaveAttribute('width', '80');
  expect(root.querySelector('img')).toHaveAttribute('width', '120');
  expect(root.querySelector('img')).toHaveAttribute('height', '40');
  expect(safeStyle('width: 300px; max-width: 1560px; border: 1px solid #333333; margin: 0 auto; padding: 8px 12px; font-size: 14px'))
    .toBe('width: 300px; max-width: 1560px; border: 1px solid #333333; margin: 0 auto; padding: 8px 12px; font-size: 14px');
  expect(safeStyle('border: 1px solid rgb(51, 51, 51); width: 50%')).toBe('border: 1px solid rgb(51, 51, 51); width: 50%');
});

test('a table keeps its structure: colspan, rowspan and align survive (DOMPurify dropped them before)', () => {
  const td = dom('<table><tr><td colspan="2" rowspan="3" align="center">合并</td></tr></table>').querySelector('td');
  expect(td).toHaveAttribute('colspan', '2');
  expect(td).toHaveAttribute('rowspan', '3');
  expect(td).toHaveAttribute('align', 'center');
});

test('lengths are measured in every unit', () => {
  expect(fitsPhone('320px')).toBe(true);
  expect(fitsPhone('321px')).toBe(false);
  expect(fitsPhone('20em')).toBe(true);
  expect(fitsPhone('21rem')).toBe(false);
  expect(fitsPhone('5in')).toBe(false);
  expect(fitsPhone('300pt')).toBe(false);
  expect(fitsPhone('150%')).toBe(false);
  expect(fitsPhone('120vw')).toBe(false);
  expect(fitsPhone('1560')).toBe(false);
  expect(fitsPhone('1560', MAX_FIXED_WIDTH_PX, true)).toBe(false);
  expect(fitsPhone('200', MAX_FIXED_WIDTH_PX, true)).toBe(true);
  expect(fitsPhone('-2000px')).toBe(false);
  expect(fitsPhone('auto')).toBe(true);
});

test('a number glued to a word or another number is no length; one right after another length is measured', () => {
  // The tail of a word: not measured (a name like x2000px, h1).
  expect(fitsPhone('x2000px')).toBe(true);
  expect(fitsPhone('h1000em')).toBe(true);
  // Right after a unit, a sign or a comma: a length of its own (the edge a match that ate the character before missed).
  expect(fitsPhone('10%500px')).toBe(false);
  expect(fitsPhone('10px,500px')).toBe(false);
  expect(fitsPhone('a-500px')).toBe(false);
  expect(fitsPhone('calc(100% - 500px)')).toBe(false);
  expect(fitsPhone('0 10px 0 12px')).toBe(true);
});
