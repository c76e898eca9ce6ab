import { contentImageHosts } from '@config/hosts';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Server HTML (news, notices, policies from an editor) made safe to put into the page: basic formatting, tables,
 * lists, images from the app's own origin, the configured content hosts (config/hosts.ts) or a data:image, and
 * links to http(s) only, which open in a new window with rel="noopener noreferrer" (ServerHtml asks the driver
 * first). Scripts, event handlers, javascript:/data:text URLs, iframes, forms and SVG/MathML are removed, and a
 * style keeps only plain text and box properties with plain values: nothing that loads (url(), image-set(), var()),
 * runs, or lifts the content out of its place to cover the app (position, z-index, transform).
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

/** The declarations of a style attribute that keep to the allow-list, or '' when none does. */
export function safeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!value || !STYLE_PROPERTIES.has(name) || !PLAIN_VALUE.test(value) || /expression|javascript/i.test(value)) continue;
    kept.push(`${name}: ${value}`);
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

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
