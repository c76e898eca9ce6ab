/**
 * A key the server uses to make one application (or one renewal) of however many sends: a double tap, a retry after
 * a timeout, a reload. Letters, digits and '-', as the server accepts ([\w.:-]{1,64}).
 */
export function newRequestId(): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
