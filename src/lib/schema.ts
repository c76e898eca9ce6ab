import * as v from 'valibot';

/**
 * The building blocks every answer's schema is made of (valibot, checked by RTK Query's Standard Schema support at
 * the edge: src/api/contract.ts). The rules a backend team reads in docs/contract.md:
 * - unknown extra fields pass (and are dropped), a missing required field or a wrong type fails the whole answer;
 * - money is integer cents and nothing else (a string, a float or null is refused, never shown as 0.00元);
 * - a closed set the driver reads (a state, a kind) tolerates a value the app does not know yet: it reads as
 *   UNKNOWN (shown 未知); flags (0/1) and amounts do not.
 */

/** What a value of a set the app does not know yet becomes: screens show 未知. */
export const UNKNOWN = 'unknown';
export type Unknown = typeof UNKNOWN;
/** The values of a `known` set without UNKNOWN: what the mock's records and the app's own requests hold. */
export type KnownValue<T> = Exclude<T, Unknown>;

/** Money: integer cents (the description is what the OpenAPI document says of every amount). */
export const cents = v.pipe(v.number(), v.integer(), v.description('金额，单位为分（整数）'));

/** A count, a number of seconds, a percentage: a finite number (NaN and Infinity are not JSON, a string is refused). */
export const num = v.pipe(v.number(), v.finite());

/** A whole number (pages, counts, minutes). */
export const int = v.pipe(v.number(), v.integer());

/** A 0/1 flag: strict, a flag the app does not know is not guessed. */
export const flag = v.picklist([0, 1]);

/** A wire time 'YYYY-MM-DD HH:mm:ss' (Beijing time) or a date 'YYYY-MM-DD': kept as the string the server sent. */
export const wireTime = v.string();

/**
 * A state or kind the driver reads: one of `values`, or UNKNOWN for a value the app does not know yet (a new state
 * the server added), so the page stays up and says 未知 instead of failing.
 */
export function known<const T extends readonly (string | number)[]>(values: T) {
  return v.fallback(v.picklist([...values, UNKNOWN] as [...T, Unknown]), UNKNOWN);
}

/**
 * The entries of an object schema, to build a wider one: `v.object({ ...entriesOf(Base), more })`. A call, not
 * `Base.entries`: the build marks schema calls pure (scripts/babelPureSchemas.js), and a property read would keep
 * every schema built on Base in the first screen whether a page uses it or not.
 */
export function entriesOf<const E extends v.ObjectEntries>(schema: { readonly entries: E }): E {
  return schema.entries;
}

/**
 * A change that answers nothing: `data` is null, and anything else breaks the contract like any mistyped answer. Every
 * call names its data exactly (docs/contract.md); there is no schema that lets any answer through.
 */
export const noData = v.pipe(v.null(), v.description('无数据：成功时 data 为 null'));

/** Where an answer broke its schema: the paths only ('results.0.parkFee'), never the values (they may be personal). */
export function issuePaths(issues: readonly { path?: readonly (PropertyKey | { key: unknown })[] | undefined }[]): string[] {
  const key = (p: PropertyKey | { key: unknown }) => String(typeof p === 'object' ? p.key : p);
  const paths = issues.map((i) => (i.path ?? []).map(key).join('.') || '(answer)');
  return [...new Set(paths)].slice(0, 20);
}
