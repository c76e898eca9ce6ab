import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Server HTML (news bodies from an editor) made safe to put into the page: basic formatting, tables, lists,
 * images whose src is http(s) or a data:image, and links to http(s) only, which open in a new window with
 * rel="noopener noreferrer". Scripts, event handlers, javascript:/data:text URLs, iframes, forms, SVG/MathML and
 * styles that could fetch or run something (url(), expression(), @import, behavior) are removed.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'figure', 'figcaption', 'a', 'img',
];

const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'align', 'style', 'target', 'rel'];

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const IMAGE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp|bmp|svg\+xml)[;,]/i;
/** What a style may not contain: anything that loads, runs or escapes the declaration list. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|vbscript:|@import|behavior\s*:|-moz-binding|[<>\\]/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // The hooks below decide per tag; this only keeps DOMPurify's own URI check from letting anything else pass.
  ALLOWED_URI_REGEXP: /^(?:https?:|data:image\/)/i,
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
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
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
      if (!(HTTP_URL.test(src) || IMAGE_DATA_URL.test(src))) el.removeAttribute('src');
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
