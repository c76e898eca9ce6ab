/**
 * A key the server uses to do one thing however many times it is sent (one purchase, one give): a double tap, a
 * retry after a timeout, a reload. Letters, digits and '-', 8 to 64 characters, as the server accepts.
 */
export function newRequestId(): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
