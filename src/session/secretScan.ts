import { isCredentialName, secretsInUrl } from '@/lib/secretParams';
import { landingAddress, rememberSecret } from './secretValues';

/**
 * The deep reading behind the masking by value (loaded with the masking, never in the entry): the credentials an
 * address carries however nested, those an action carries where the exchange calls put them, and every value under
 * a credential's name anywhere in a state.
 */

/** Remembers what an address (URL, path with query, or query string) carries: see src/lib/secretParams.ts. */
export function rememberSecretsOfUrl(url: string | null | undefined): void {
  if (url) rememberSecret(...secretsInUrl(url));
}

function rememberCredentialsIn(value: unknown): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (isCredentialName(k)) rememberSecret(v);
}

/**
 * The call that uploads a photo the driver took (POST /basic/v2/api/pictures): a driving licence, a disability
 * certificate, a car with its plate. Its data and the address its answer gives are masked like a credential from the
 * moment it is made, in the live stream too, not only once a claim or an application sends the address on.
 */
const PHOTO_UPLOAD = 'uploadPicture';

function rememberPhotoOf(arg: { endpointName?: unknown; originalArgs?: unknown }, payload: unknown): void {
  if (arg.endpointName !== PHOTO_UPLOAD) return;
  const { fileData } = (arg.originalArgs ?? {}) as { fileData?: unknown };
  const { picUrl } = (payload ?? {}) as { picUrl?: unknown };
  rememberSecret(fileData, picUrl);
}

/** The credentials of an RTK Query call: its arguments (a ticket, an auth_code) and its answer (a token pair, an openid). */
export function rememberSecretsOfAction(action: unknown): void {
  if (!action || typeof action !== 'object') return;
  const { payload, meta } = action as { payload?: unknown; meta?: { arg?: { originalArgs?: unknown; endpointName?: unknown }; address?: unknown } };
  // A navigation's raw address (app/navigationSlice.ts): its state holds it masked.
  if (meta && typeof meta.address === 'string') rememberSecretsOfUrl(meta.address);
  const arg = meta && typeof meta === 'object' ? meta.arg : undefined;
  if (!arg || typeof arg !== 'object') return;
  rememberCredentialsIn(arg.originalArgs);
  rememberCredentialsIn(payload);
  rememberPhotoOf(arg, payload);
}

/**
 * Keys (lower-cased) whose values are addresses of a driver's personal files: a driving licence's photos as a claim
 * sends them. Remembered like a credential, so the same address is masked by value wherever else it shows, the upload
 * answer that gave it (picUrl, a name adverts share) included: a licence's photo never appears in a log.
 */
const PERSONAL_FILE_KEYS = new Set(['licencepictures']);

/**
 * Every value under a credential's name, and every credential in an address-like string, anywhere in `value`
 * (a state, an action, the debug log): a ticket lives on in a cache entry's arguments long after the address that
 * brought it. A licence's photos too (PERSONAL_FILE_KEYS). Shared structure is read once.
 */
export function rememberSecretsIn(value: unknown, seen = new WeakSet<object>()): void {
  if (typeof value === 'string') {
    if (value.includes('=')) rememberSecretsOfUrl(value);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) rememberSecretsIn(item, seen);
    return;
  }
  rememberSecretsOfAction(value);
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string' && isCredentialName(k)) rememberSecret(v);
    else if (Array.isArray(v) && PERSONAL_FILE_KEYS.has(k.toLowerCase())) rememberSecret(...v);
    else rememberSecretsIn(v, seen);
  }
}

rememberSecretsOfUrl(landingAddress);
