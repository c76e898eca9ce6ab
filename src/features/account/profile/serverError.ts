import { errorMessage, isApiError } from '@/api/apiError';

/**
 * The line a form keeps under itself after a refused save (the catalogue's toast disappears; this stays until
 * the driver edits again). Nothing when the failure was already dealt with (e.g. a refresh that signed out).
 */
export function inlineError(e: unknown): string | null {
  if (isApiError(e) && e.handled) return null;
  return errorMessage(e);
}
