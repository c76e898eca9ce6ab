/**
 * A key the server uses to do one thing however many times it is sent (one booking, order, application, renewal,
 * purchase or give): a double tap, a retry after a timeout, a reload. A UUID where the platform has one, else time
 * and randomness; letters, digits and '-', under 64 characters, as every service accepts.
 */
export function newRequestId(): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
