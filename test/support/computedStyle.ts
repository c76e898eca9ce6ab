/**
 * jsdom answers getComputedStyle by matching the element against every rule of its default stylesheet (and, for
 * `visibility`, each of its ancestors too). Role queries, accessible names and user-event's pointer-events check ask
 * it for every element and its ancestors, over and over while nothing changes: in a page test that was half to three
 * quarters of the CPU. Nothing it answers can change until the document does, so an answer is kept until then.
 *
 * "Until the document changes" is read synchronously: a MutationObserver's pending records (`takeRecords`) say a node,
 * an attribute (a class, `style`, `hidden`, `disabled`) or a text changed since the last question. Focus moving is
 * the one input of jsdom's default stylesheet that is no mutation (its `:focus` rules), so it empties the store too.
 * A stylesheet changed through the CSSOM (`insertRule`) would not be seen; nothing under test does that (styles are
 * stubs in jest).
 */
export function installComputedStyleStore() {
  const computed = window.getComputedStyle.bind(window);
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    kept = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('focusin', forget, true);
  document.addEventListener('focusout', forget, true);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computed(element, pseudoElement);
    if (changes.takeRecords().length > 0) forget();
    let style = kept.get(element);
    if (!style) {
      style = computed(element);
      kept.set(element, style);
    }
    return style;
  };
}
