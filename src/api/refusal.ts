import { errorMessage, isApiError, type ApiError } from './apiError';

/** Where a refused write is shown: under one of the form's fields, above its button ('form'), or a place the feature names. */
export type Refusal<F extends string, P extends string = never> =
  | { kind: 'field'; field: F; msg: string }
  | { kind: 'form' | P; msg: string };

/** Where a feature puts a refusal it knows by the server's code or words: a field of the form, or a place of its own. */
export type RefusalPlace<F extends string, P extends string = never> = { field: F } | P;

/**
 * The server's refusal of a form's write, placed where the driver can act on it: where `placeOf` says (the field it
 * is about, or a place of the feature's own), else above the button in the server's words. Null when it was dealt
 * with already (a refresh that signed the driver out); a failure that is no answer of the server's is said as the
 * network failure it is.
 */
export function placeRefusal<F extends string, P extends string = never>(
  e: unknown,
  placeOf: (e: ApiError) => RefusalPlace<F, P> | null,
): Refusal<F, P> | null {
  if (!isApiError(e)) return { kind: 'form', msg: errorMessage(e) };
  if (e.handled) return null;
  const place = placeOf(e);
  if (!place) return { kind: 'form', msg: e.msg };
  return typeof place === 'string' ? { kind: place, msg: e.msg } : { kind: 'field', field: place.field, msg: e.msg };
}
