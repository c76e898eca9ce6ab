import { createAction } from '@reduxjs/toolkit';

/** What every failed call rejects with: the server's code and message, or one of ours for transport failures. */
export interface ApiError {
  code: string;
  msg: string;
  /** HTTP status when the server answered at all. */
  status?: number;
  /** True when the failure was already dealt with (a refresh that logged out): callers show nothing more. */
  handled?: boolean;
  /** For MALFORMED_ANSWER: where the answer broke its schema (paths only, never values), for the debug log. */
  paths?: string[];
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const TIMEOUT_ERROR = 'TIMEOUT_ERROR';
export const HTTP_ERROR = 'HTTP_ERROR';
/** The caller cancelled the call (a newer search replaced it, the page went away): nobody is told. */
export const ABORTED = 'ABORTED';
export const UNAUTHORIZED = '401';
/** The server answered, but not as the contract says (docs/contract.md): the page shows 数据异常 with 重试. */
export const MALFORMED_ANSWER = 'MALFORMED_ANSWER';

/** What the driver reads when an answer broke the contract: a read can be asked again; a change may have happened. */
export const malformedMessages = {
  query: '数据异常，请稍后重试',
  mutation: '返回的数据异常，请刷新后查看结果',
} as const;

export function isMalformed(e: unknown): boolean {
  return isApiError(e) && e.code === MALFORMED_ANSWER;
}

export const transportMessages = {
  [NETWORK_ERROR]: '网络异常，请检查网络后重试',
  [TIMEOUT_ERROR]: '网络不给力，请求超时，请稍后重试',
  [HTTP_ERROR]: '服务器繁忙，请稍后重试',
} as const;

/** Raised for every failed call other than the refresh flow; the catalogue saga decides what the driver sees. */
export const errorRaised = createAction<{
  code: string;
  msg: string;
  endpoint: string;
  silent: boolean;
  /** The plate the call was about (its query or body plateNo), for the catalogue's feedback buttons. */
  plateNo?: string;
}>('api/errorRaised');

export function isApiError(e: unknown): e is ApiError {
  return !!e && typeof e === 'object' && typeof (e as ApiError).code === 'string' && typeof (e as ApiError).msg === 'string';
}

/** A failure of the way there, not a verdict: no answer, a timeout, a 5xx or a broken answer. */
export function isTransportFailure(error: ApiError): boolean {
  if (error.code === NETWORK_ERROR || error.code === TIMEOUT_ERROR || error.code === HTTP_ERROR) return true;
  return (error.status ?? 0) >= 500 || /^5\d\d$/.test(error.code);
}

/** Answers that say "not now" rather than "no": asking again later can succeed (too many requests, a timeout). */
const ASK_AGAIN_LATER = new Set(['408', '425', '429']);

/**
 * A definite answer from the server that asking again will not change (docs/rules/errors.md): its own code with its
 * message — not found, not yours, expired, already done. Not a transport failure, a 5xx, an answer that broke the
 * contract, a 401 the refresh mends, a cancelled call, or a "later" (408, 429). A page shows its message and the
 * way on, never 网络不佳 with a 重试 that cannot succeed.
 */
export function isDefiniteRefusal(e: unknown): e is ApiError {
  if (!isApiError(e) || e.handled || !e.msg || isTransportFailure(e)) return false;
  if ([ABORTED, MALFORMED_ANSWER, UNAUTHORIZED].includes(e.code)) return false;
  return !ASK_AGAIN_LATER.has(e.code) && !ASK_AGAIN_LATER.has(String(e.status ?? ''));
}

/** The message to show for anything a call threw: the server's msg, or a plain network message. */
export function errorMessage(e: unknown): string {
  return isApiError(e) ? e.msg : transportMessages[NETWORK_ERROR];
}
