/**
 * getComputedStyle as jsdom answers it, without its cost. jsdom matches the element against all 120 rules of its
 * default stylesheet, then, for `visibility` (inherited), does the same for each ancestor in turn: about 1.5 ms a call
 * in a page test. Role queries, accessible names and user-event's pointer-events check ask it for every element and its
 * ancestors, again after every keystroke; in a form's test that was a sixth of the CPU.
 *
 * Here the same answer (jsdom 20's algorithm: the matching rules in sheet order, then `visibility` resolved, then the
 * inline style) is built from the rules that can match the element's name (the sheet's rules indexed by the name
 * their selector ends with), with the parent's `visibility` taken from its own kept answer, and kept until what the
 * rules read changes:
 * - an attribute the default sheet reads (DEFAULT_SHEET_ATTRIBUTES) or `style` forgets the element and all under it;
 * - a node added or removed forgets that node and all under it (a node moved meets new ancestors);
 * - focus moving forgets the element that gained or lost it (`:focus` rules are the element's own);
 * - text, and attributes the sheet never reads (aria-*, class, data-*), change nothing.
 * Changes are read synchronously from a MutationObserver's pending records (`takeRecords`) on every question. A
 * document with a sheet of its own (a test that adds a <style>; styles are stubs in jest) gets jsdom's own answer.
 * test/support/computedStyle.test.ts holds the answers equal to jsdom's, element by element, before and after changes.
 */
type SheetRule = { selectorText: string; style: CSSStyleDeclaration };
/* eslint-disable @typescript-eslint/no-require-imports -- jsdom's own parser, declaration and default sheet: CommonJS without types */
const cssom = require('cssom') as { parse(text: string): { cssRules: SheetRule[] } };
const { CSSStyleDeclaration: Declaration } = require('cssstyle') as { CSSStyleDeclaration: new () => CSSStyleDeclaration };
const DEFAULT_SHEET = require('jsdom/lib/jsdom/browser/default-stylesheet.js') as string;
/* eslint-enable @typescript-eslint/no-require-imports */

const DEFAULT_SHEET_ATTRIBUTES = new Set(['style', 'type', 'disabled', 'list', 'readonly', 'dir', 'open', 'hidden']);

/** The default sheet's rules, each under the element name its selectors end with ('' for any element), in sheet order. */
function indexRules(rules: SheetRule[]) {
  const byName = new Map<string, SheetRule[]>();
  rules.forEach((rule) => {
    const names = new Set(
      rule.selectorText.split(',').map((selector) => {
        const last = selector.trim().split(/[\s>+~]+/).pop() ?? '';
        return /^[a-z][a-z0-9-]*/i.exec(last)?.[0].toLowerCase() ?? '';
      }),
    );
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), rule]);
  });
  const order = new Map(rules.map((rule, i) => [rule, i]));
  const cache = new Map<string, SheetRule[]>();
  return (name: string) => {
    let found = cache.get(name);
    if (!found) {
      found = [...new Set([...(byName.get('') ?? []), ...(byName.get(name) ?? [])])].sort((a, b) => order.get(a)! - order.get(b)!);
      cache.set(name, found);
    }
    return found;
  };
}

const matches = (element: Element, selector: string) => {
  try {
    return element.matches(selector);
  } catch {
    return false; // jsdom's matchesDontThrow: a selector it cannot parse matches nothing
  }
};

const copyInto = (into: CSSStyleDeclaration, from: CSSStyleDeclaration) => {
  for (let i = 0; i < from.length; i += 1) {
    const property = from[i]!;
    into.setProperty(property, from.getPropertyValue(property), from.getPropertyPriority(property));
  }
};

let jsdomAnswer: typeof window.getComputedStyle = (element, pseudoElement) => window.getComputedStyle(element, pseudoElement);
/** jsdom's own answer, however getComputedStyle is installed (what the store is held equal to). */
export const jsdomComputedStyle = (element: Element) => jsdomAnswer(element);

export function installComputedStyleStore() {
  jsdomAnswer = window.getComputedStyle.bind(window);
  const rulesFor = indexRules(cssom.parse(DEFAULT_SHEET).cssRules);
  const kept = new WeakMap<Element, CSSStyleDeclaration>();

  const forgetUnder = (node: Node) => {
    if (!(node instanceof Element)) return;
    kept.delete(node);
    for (const inner of node.querySelectorAll('*')) kept.delete(inner);
  };
  const read = (records: MutationRecord[]) => {
    for (const r of records) {
      if (r.type === 'attributes' && DEFAULT_SHEET_ATTRIBUTES.has(r.attributeName ?? '')) forgetUnder(r.target);
      if (r.type === 'childList') {
        r.addedNodes.forEach(forgetUnder);
        r.removedNodes.forEach(forgetUnder);
      }
    }
  };
  const changes = new MutationObserver(read);
  changes.observe(document, { subtree: true, childList: true, attributes: true });
  const forgetFocused = (e: Event) => {
    if (e.target instanceof Element) kept.delete(e.target);
  };
  document.addEventListener('focusin', forgetFocused, true);
  document.addEventListener('focusout', forgetFocused, true);

  const answer = (element: Element): CSSStyleDeclaration => {
    const style = new Declaration();
    let visibility = '';
    for (const rule of rulesFor(element.localName)) {
      if (!matches(element, rule.selectorText)) continue;
      copyInto(style, rule.style);
      visibility = rule.style.getPropertyValue('visibility') || visibility;
    }
    const inline = element instanceof HTMLElement || element instanceof SVGElement ? element.style : null;
    visibility = inline?.getPropertyValue('visibility') || visibility;
    if (!visibility) visibility = element.parentElement ? computedStyle(element.parentElement).getPropertyValue('visibility') : 'visible';
    style.setProperty('visibility', visibility);
    if (inline) copyInto(style, inline);
    return style;
  };

  const computedStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    if (pseudoElement || document.styleSheets.length > 0 || !(element instanceof Element)) return jsdomAnswer(element, pseudoElement);
    read(changes.takeRecords());
    let style = kept.get(element);
    if (!style) {
      style = answer(element);
      kept.set(element, style);
    }
    return style;
  };
  window.getComputedStyle = computedStyle;
}
