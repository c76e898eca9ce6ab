/**
 * An address shown to whoever holds a plate and an order number (self-service): enough to recognise one's own
 * (zh****@example.com), not enough to learn someone else's.
 */
export function maskEmail(email: string | null): string {
  if (!email) return '您的邮箱';
  const at = email.lastIndexOf('@');
  if (at < 1) return '您的邮箱';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
