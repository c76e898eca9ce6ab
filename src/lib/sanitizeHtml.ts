import { contentImageHosts } from '@config/hosts';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';
import { sanitizedHtml, trustedTypesPolicy } from './trustedTypes';

/**
 * Server HTML (news, notices, policies from an editor) made safe to put into the page: basic formatting, tables,
 * lists, images from the app's own origin, the configured content hosts (config/hosts.ts) or a data:image, and
 * links to http(s) only, which open in a new window with rel="noopener noreferrer" (ServerHtml asks the driver
 * first). Scripts, event handlers, javascript:/data:text URLs, iframes, forms and SVG/MathML are removed, and a
 * style keeps only plain text and box properties with plain values: nothing that loads (url(), image-set(), var()),
 * runs, or lifts the content out of its place to cover the app (position, z-index, transform).
 *
 * Nothing in it may make the page wider than the phone: a fixed width, margin, padding, indent or border wider than
 * the narrowest phone (a style's `width: 1560px`, a table's or image's `width="1560"`) is dropped, `white-space:
 * nowrap` too (`pre` becomes `pre-wrap`), and every table is put in a box of its own that scrolls sideways (focusable,
 * so a keyboard can scroll it). ServerHtml's stylesheet does the rest (images at most as wide as the text, long
 * words and URLs broken, <pre> wrapped).
 */

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'figure', 'figcaption', 'a', 'img',
];

const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'align', 'style', 'target', 'rel'];

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const IMAGE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp|bmp|svg\+xml)[;,]/i;
/** Style properties an editor's formatting needs; anything else (position, z-index, content, ...) is dropped. */
const STYLE_PROPERTIES = new Set([
  'color', 'background-color', 'font-size', 'font-weight', 'font-style', 'font-family', 'line-height', 'letter-spacing',
  'text-align', 'text-decoration', 'text-indent', 'vertical-align', 'white-space', 'word-break',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-color', 'border-style', 'border-width',
  'border-collapse', 'border-radius', 'width', 'max-width', 'height', 'list-style-type',
]);
/** A plain value: words, numbers, units, colours, commas, quotes; the only functions are colours. */
const PLAIN_VALUE = /^(?:[\w\s#%.,'"!+-]|(?:rgba?|hsla?)\([\d\s.,%/]+\))*$/i;

/**
 * The narrowest phone's width in CSS px (320): a fixed width, margin, padding, indent or border over it could make
 * the page wider than the screen, whatever the container.
 */
export const MAX_FIXED_WIDTH_PX = 320;
/** A font size over this is a word wider than the phone that nothing can break. */
const MAX_FONT_SIZE_PX = 64;
/** CSS px per unit (em and rem at the default 16 px; ex and ch at about half of it). */
const PX_PER_UNIT: Record<string, number> = {
  px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6, em: 16, rem: 16, ex: 8, ch: 8,
};
const VIEWPORT_UNITS = new Set(['vw', 'vh', 'vmin', 'vmax', 'vi', 'vb', 'svw', 'lvw', 'dvw']);
/** Properties whose lengths add to an element's width (border shorthands: only their lengths are measured). */
const WIDENING = /^(?:width|margin(?:-(?:left|right|top|bottom))?|padding(?:-(?:left|right|top|bottom))?|text-indent|border(?:-(?:left|right|top|bottom|width))?)$/;

/**
 * Whether every length in `value` fits a phone: px (and absolute or font-relative units, converted) at most `maxPx`,
 * percentages at most 100, viewport units at most 90; `allowUnitless` for HTML attributes (`width="300"` is px).
 */
export function fitsPhone(value: string, maxPx: number = MAX_FIXED_WIDTH_PX, allowUnitless = false): boolean {
  // Colours are not lengths: #333333 and rgb(51, 51, 51) in a border shorthand are left out of the count.
  const lengths = value.toLowerCase().replace(/#[0-9a-f]+|(?:rgba?|hsla?)\([^)]*\)/g, ' ');
  for (const [number, unit] of lengthsIn(lengths)) {
    const n = Math.abs(Number(number));
    if (n === 0) continue;
    if (unit === '%') {
      if (n > 100) return false;
    } else if (VIEWPORT_UNITS.has(unit)) {
      if (n > 90) return false;
    } else if (unit === '') {
      if (!allowUnitless || n > maxPx) return false;
    } else {
      const perUnit = PX_PER_UNIT[unit];
      if (perUnit === undefined || n * perUnit > maxPx) return false;
    }
  }
  return true;
}

/** A number and its unit. */
const LENGTH = /-?\d*\.?\d+([a-z%]*)/g;
/** What may not come just before a length: a letter, digit or dot (the `1` of `h1` or of `1.5.2` is no length). */
const GLUED = /[a-z\d.]/;

/**
 * Each number with its unit in `value`, none that is the tail of a word or number (`h1`, `x2.5`): the lookbehind
 * `(?<![a-z\d.])` written out, as no iPhone before iOS 16.4 parses one (a whole chunk fails with it). A candidate
 * refused is tried again one character on, as the engine does with a lookbehind, so `a-5px` still measures `5px`.
 */
function* lengthsIn(value: string): Generator<[string, string]> {
  const re = new RegExp(LENGTH.source, 'g');
  for (let m = re.exec(value); m; m = re.exec(value)) {
    if (m.index > 0 && GLUED.test(value[m.index - 1] ?? '')) {
      re.lastIndex = m.index + 1;
      continue;
    }
    yield [m[0].slice(0, m[0].length - (m[1] ?? '').length), m[1] ?? ''];
  }
}

/** One declaration as it may stay (white-space: pre → pre-wrap), or null when it could widen the page. */
function narrowDeclaration(name: string, value: string): string | null {
  if (name === 'white-space') {
    const v = value.toLowerCase();
    if (v === 'pre') return 'pre-wrap';
    return v === 'normal' || v === 'pre-wrap' || v === 'pre-line' || v === 'break-spaces' ? v : null;
  }
  if (name === 'font-size') return fitsPhone(value, MAX_FONT_SIZE_PX) ? value : null;
  if (WIDENING.test(name)) return fitsPhone(value) ? value : null;
  return value;
}

/** The declarations of a style attribute that keep to the allow-list, or '' when none does. */
export function safeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!value || !STYLE_PROPERTIES.has(name) || !PLAIN_VALUE.test(value) || /expression|javascript/i.test(value)) continue;
    const narrow = narrowDeclaration(name, value);
    if (narrow !== null) kept.push(`${name}: ${narrow}`);
  }
  return kept.join('; ');
}

/** An image source that loads from nowhere but here, a content host, or the data itself. */
function safeImageSource(src: string, origin: string): boolean {
  if (IMAGE_DATA_URL.test(src)) return true;
  if (!src || /\s/.test(src)) return false;
  try {
    // A relative source is the app's own; '//host/…' is not, and is judged by its host like any other.
    const url = new URL(src, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return url.origin === origin || contentImageHosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // The hooks below decide per tag; this only keeps DOMPurify's own URI check from letting anything else pass.
  ALLOWED_URI_REGEXP: /^(?:https?:|data:image\/|\/(?!\/))/i,
  // Not URLs: without this DOMPurify held their values to the URI pattern above and dropped them all (a table lost
  // its colspan). The width hook below keeps only widths that fit a phone.
  ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan', 'align'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

let purifier: DOMPurify | null = null;

/** Its own DOMPurify instance, so these hooks never leak into anyone else's use of the library. */
function instance(): DOMPurify {
  if (purifier) return purifier;
  const p = createDOMPurify(window);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    // width="1560" on a table, cell or image: the page would be that wide. A small one stays (the image's size).
    if (data.attrName === 'width') {
      if (!fitsPhone(data.attrValue.trim(), MAX_FIXED_WIDTH_PX, true)) data.keepAttr = false;
      return;
    }
    if (data.attrName !== 'style') return;
    const style = safeStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (tag === 'a') {
      const href = el.getAttribute('href')?.trim() ?? '';
      if (href && HTTP_URL.test(href)) {
        el.setAttribute('href', href);
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer');
      } else {
        el.removeAttribute('href');
        el.removeAttribute('target');
        el.removeAttribute('rel');
      }
    } else {
      el.removeAttribute('target');
      el.removeAttribute('rel');
    }
    if (tag === 'img') {
      const src = el.getAttribute('src')?.trim() ?? '';
      if (!safeImageSource(src, window.location.origin)) el.removeAttribute('src');
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
    } else {
      el.removeAttribute('src');
    }
  });
  purifier = p;
  return p;
}

/** The class of the box each table is put in (ServerHtml's stylesheet lets it scroll sideways). */
export const TABLE_SCROLL_CLASS = 'server-html-scroll';

/**
 * Each table in a box of its own that scrolls sideways: a wide table scrolls there, not the page. The box is
 * focusable (a keyboard can scroll it) and named by the table's caption.
 */
function boxTables(root: DocumentFragment) {
  for (const table of [...root.querySelectorAll('table')]) {
    const box = table.ownerDocument.createElement('div');
    box.className = TABLE_SCROLL_CLASS;
    box.setAttribute('role', 'region');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || '表格（可左右滑动）');
    table.replaceWith(box);
    box.appendChild(table);
  }
}

/** Elements whose content the HTML tokenizer reads as text up to their end tag: no tag inside them is one. */
const RAW_TEXT = /^(?:script|style|textarea|title|xmp|iframe|noembed|noframes|plaintext)$/i;

/**
 * The markup with every event handler attribute (`on…`, in any case) taken out of its tags before a browser parses
 * it. Chromium checks an `on…` attribute against the page's policy as its parser reads it, in any document the page
 * makes — DOMParser's, document.implementation's, a <template>'s, all inert — so DOMPurify's own parse of a news
 * item's `<img onerror=…>` was reported as a `script-src-attr` violation on every view, though nothing ran. The scan
 * reads tags and attributes as the HTML tokenizer does (quoted and unquoted values, `/` between attributes, comments,
 * raw text elements). It is not the sanitiser: DOMPurify still decides what stays. Where the scan and the browser
 * differ (markup broken past the tokenizer's recoveries) the cost is a report, never a handler.
 */
export function withoutEventHandlers(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      const stop = end < 0 ? html.length : end + 3;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    const name = /^<\/?([A-Za-z][^\s/>]*)/.exec(html.slice(open, open + 64));
    if (!name) {
      out += html.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    out += html.slice(i, open + name[0].length);
    let j = open + name[0].length;
    // Attributes up to the tag's end: [whitespace or /]* name [= value].
    for (;;) {
      while (j < html.length && /[\s/]/.test(html.charAt(j))) out += html.charAt(j++);
      if (j >= html.length || html.charAt(j) === '>') break;
      const start = j;
      j += 1; // a name's first character may be '='
      while (j < html.length && !/[\s/>=]/.test(html.charAt(j))) j += 1;
      const attribute = html.slice(start, j);
      let k = j;
      while (k < html.length && /\s/.test(html.charAt(k))) k += 1;
      if (html.charAt(k) === '=') {
        k += 1;
        while (k < html.length && /\s/.test(html.charAt(k))) k += 1;
        const quote = html.charAt(k);
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, k + 1);
          k = close < 0 ? html.length : close + 1;
        } else {
          while (k < html.length && !/[\s>]/.test(html.charAt(k))) k += 1;
        }
        j = k;
      }
      if (!/^on/i.test(attribute)) out += html.slice(start, j);
    }
    i = j;
    // A raw text element's content is text up to its end tag, whatever it holds.
    if (name[0].charAt(1) !== '/' && RAW_TEXT.test(name[1] ?? '')) {
      const end = html.toLowerCase().indexOf(`</${(name[1] ?? '').toLowerCase()}`, j);
      const stop = end < 0 ? html.length : end;
      out += html.slice(j, stop);
      i = stop;
    }
  }
  return out + html.slice(i);
}

export function sanitizeHtml(html: string | null | undefined): string | TrustedHTML {
  if (!html) return '';
  // DOMPurify parses through the app's policy (it would otherwise make a policy of its own, which the CSP refuses),
  // and never sees an event handler attribute: its parse would report each one to the policy (withoutEventHandlers).
  const fragment = instance().sanitize(withoutEventHandlers(html), { ...CONFIG, RETURN_DOM_FRAGMENT: true, TRUSTED_TYPES_POLICY: trustedTypesPolicy() });
  boxTables(fragment);
  // Serialised in DOMPurify's own inert document: adopted into this one, the images would start loading here.
  const out = fragment.ownerDocument.createElement('div');
  out.appendChild(fragment);
  return sanitizedHtml(out.innerHTML);
}
