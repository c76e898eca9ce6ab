import { sanitizeHtml, withoutEventHandlers } from '@/lib/sanitizeHtml';

/** Parses the sanitised HTML so assertions look at the DOM a browser would build, not at string shapes. */
function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = String(sanitizeHtml(html));
  return div;
}

function allAttributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
}

describe('attacks are neutralised', () => {
  test.each([
    ['img onerror', '<img src="x.png" onerror="alert(1)">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['javascript: href', '<a href="javascript:alert(1)">点我</a>'],
    ['JaVaScRiPt: with entities', '<a href="jav&#x09;ascript:alert(1)">点我</a>'],
    ['script tag', '<p>正文</p><script>alert("xss")</script>'],
    ['iframe', '<iframe src="https://evil.example.com"></iframe>'],
    ['style expression', '<p style="width: expression(alert(1))">正文</p>'],
    ['style url()', '<p style="background:url(https://evil.example.com/t.gif)">正文</p>'],
    ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>'],
    ['data:text/html image', '<img src="data:text/html,<script>alert(1)</script>">'],
    ['body onload', '<body onload="alert(1)"><p>x</p></body>'],
    ['form action', '<form action="https://evil.example.com"><input name="p"></form>'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
    ['math/mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ])('%s', (_name, html) => {
    const out = String(sanitizeHtml(html));
    const root = dom(html);
    expect(out).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<style|<meta|<math/i);
    for (const attr of allAttributes(root)) {
      expect(attr).not.toMatch(/^on/i);
      expect(attr).not.toMatch(/javascript:|expression\(|url\(|data:text/i);
    }
  });
});

describe('ordinary content survives', () => {
  test('formatting, lists and tables are kept', () => {
    const root = dom('<h3>标题</h3><p><strong>粗体</strong><em>斜体</em></p><ul><li>一</li></ul><table><tbody><tr><td>格</td></tr></tbody></table>');
    expect(root.querySelector('h3')?.textContent).toBe('标题');
    expect(root.querySelector('strong')?.textContent).toBe('粗体');
    expect(root.querySelector('li')?.textContent).toBe('一');
    expect(root.querySelector('td')?.textContent).toBe('格');
  });

  test('http(s) links open in a new window without an opener', () => {
    const a = dom('<a href="https://www.example.com/a" target="_self">外链</a>').querySelector('a');
    expect(a).toHaveAttribute('href', 'https://www.example.com/a');
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('relative, mailto and protocol-relative links lose their href but keep their text', () => {
    for (const href of ['/home', 'mailto:a@b.c', '//evil.example.com', 'ftp://x.example.com']) {
      const a = dom(`<a href="${href}">文字</a>`).querySelector('a');
      expect(a).not.toHaveAttribute('href');
      expect(a?.textContent).toBe('文字');
    }
  });

  test('images with http(s) and data:image sources are kept, with an alt', () => {
    const root = dom('<img src="https://img.example.com/a.png" alt="图"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">');
    const [a, b] = [...root.querySelectorAll('img')];
    expect(a).toHaveAttribute('src', 'https://img.example.com/a.png');
    expect(a).toHaveAttribute('alt', '图');
    expect(b).toHaveAttribute('src', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    expect(b).toHaveAttribute('alt', '');
  });

  test('a harmless style is kept', () => {
    expect(dom('<p style="color: red; text-align: center">x</p>').querySelector('p')).toHaveAttribute('style', 'color: red; text-align: center');
  });

  test('the mock news N5001 body loses its onerror and script, keeps its text and image', () => {
    const html = '<h3>五一假期停车收费调整</h3><p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="alert(1)" alt="示意图"></p><script>alert("xss")</script><p>停车场收费标准不变。</p>';
    const out = String(sanitizeHtml(html));
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('<script');
    expect(out).toContain('停车场收费标准不变。');
    expect(dom(html).querySelector('img')).toHaveAttribute('alt', '示意图');
  });

  test('empty input gives an empty string', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('nothing loads from another host, nothing covers the app', () => {
  test.each([
    ['image-set()', '<p style="background-image: image-set(\'https://evil.example.com/t.png\' 1x)">x</p>'],
    ['-webkit-image-set()', '<p style="background:-webkit-image-set(url(https://evil.example.com/t.png) 1x)">x</p>'],
    ['url() with escapes', '<p style="background:u\\72l(https://evil.example.com/t.gif)">x</p>'],
    ['var()', '<p style="background: var(--x)">x</p>'],
    ['cursor url', '<p style="cursor: url(https://evil.example.com/c.cur), auto">x</p>'],
    ['list-style-image', '<li style="list-style-image: url(https://evil.example.com/d.png)">x</li>'],
    ['border-image', '<p style="border-image: url(https://evil.example.com/b.png) 30">x</p>'],
  ])('%s: the style is dropped', (_name, html) => {
    const root = dom(html);
    expect(root.querySelector('[style]')).toBeNull();
  });

  test('a full-screen fixed link loses its position and layering', () => {
    const html = '<a href="https://evil.example.com/login" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:#fff">请重新登录</a>';
    const a = dom(html).querySelector('a');
    const style = a?.getAttribute('style') ?? '';
    expect(style).not.toMatch(/position|z-index|top|left/);
  });

  test.each([
    ['another host', 'https://evil.example.com/a.png', false],
    ['a protocol-relative host', '//evil.example.com/a.png', false],
    ['a lookalike of the content host', 'https://img.example.com.evil.example.net/a.png', false],
    ['the content host', 'https://img.example.com/a.png', true],
    ['the app itself', '/static/a.png', true],
    ['a data image', 'data:image/png;base64,iVBORw0KGgo=', true],
  ])('an image from %s is kept: %s', (_name, src, kept) => {
    const img = dom(`<img src="${src}" alt="图">`).querySelector('img');
    if (kept) expect(img).toHaveAttribute('src', src);
    else expect(img).not.toHaveAttribute('src');
  });

  test('plain formatting in a style is kept, declaration by declaration', () => {
    const p = dom('<p style="color: rgb(51, 51, 51); position: absolute; font-size: 14px; text-align: center">x</p>').querySelector('p');
    expect(p).toHaveAttribute('style', 'color: rgb(51, 51, 51); font-size: 14px; text-align: center');
  });
});

describe('no event handler reaches a parser (Chromium reports each one to the page\'s policy as it parses it)', () => {
  test.each([
    ['quoted', '<img src="a.png" onerror="alert(1)" alt="示意图">', '<img src="a.png"  alt="示意图">'],
    ['single-quoted, upper case', "<p ONCLICK='x()' title=t>正文</p>", '<p  title=t>正文</p>'],
    ['unquoted', '<img src=a.png onerror=alert(1)>', '<img src=a.png >'],
    // As the tokenizer reads it: one attribute, onerror, whose unquoted value runs on to the '>'.
    ['slash before', '<img/onerror=alert(1)/src=a.png>', '<img/>'],
    ['no space after a quoted value', '<img src="a.png"onerror="alert(1)">', '<img src="a.png">'],
    ['spaces around =', '<b onmouseover = "x()" >粗</b>', '<b  >粗</b>'],
    ['an end tag', '</p onclick="x()">', '</p >'],
    ['a value that holds > and on…=', '<a title="a > onclick=x" href="https://e.cn">链接</a>', '<a title="a > onclick=x" href="https://e.cn">链接</a>'],
    ['text and comments stay as they are', '<p>onclick="x()" 1 < 2</p><!-- <img onerror=x> -->', '<p>onclick="x()" 1 < 2</p><!-- <img onerror=x> -->'],
    ['a script\'s text is not markup', '<script>if (a<b) "<img onerror=x>"</script><img src=a.png onload=y>', '<script>if (a<b) "<img onerror=x>"</script><img src=a.png >'],
    ['an unclosed quote', '<img src="a.png onerror=x>', '<img src="a.png onerror=x>'],
  ])('%s', (_name, html, expected) => {
    expect(withoutEventHandlers(html)).toBe(expected);
  });

  test('what the news item of the mock holds is sanitised as before, its image kept', () => {
    const root = dom('<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="alert(1)" alt="示意图"></p><script>alert("xss")</script><p>停车场收费标准不变。</p>');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('示意图');
    expect(allAttributes(root).filter((a) => /^on/i.test(a))).toEqual([]);
    expect(root.querySelector('script')).toBeNull();
  });
});
