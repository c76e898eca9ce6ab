import type { GenericSchema } from 'valibot';
import type { NamedSchemaError, SchemaFailureInfo } from '@reduxjs/toolkit/query';
import { issuePaths } from '@/lib/schema';
import { MALFORMED_ANSWER, malformedMessages, type ApiError } from './apiError';

/**
 * The contract with the backend: each call's request and answer as one schema, from which its TypeScript types are
 * inferred. Each service lists its calls in <service>/calls.ts (read by the tests that hold the mock to the contract
 * and by scripts/openapi.ts, never by the app's bundle); its endpoints check answers with the same schemas through
 * RTK Query's responseSchema. docs/contract.md has the rules.
 */
export type CallKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/**
 * The refusals a call may answer beyond the global ones: code → what it means (one line of the OpenAPI document's
 * x-error-codes). The codes are the error catalogue's (errorCatalogue.ts) or the service's own (`X_CODES` in its
 * types files, or a code only this call gives). The mock is held to it: a handler refusing with a code its call does
 * not list, nor `globalRefusals` does, fails the test that called it (test/support/contractCheck.ts).
 */
export type CallErrors = Readonly<Record<string, string>>;

/** What any call may answer, whatever it is: listed once, never per call. */
export const globalRefusals: CallErrors = {
  '400': '请求不合法（缺少参数或格式不对）：msg 说明哪一项',
  '401': '访问令牌无效或过期（HTTP 401）：App 用刷新令牌换新令牌后重发一次',
  '500': '服务器内部错误（HTTP 500）：App 提示稍后重试',
  '0xd12501001': '需要登录（登录已失效）：App 提示后转到登录页',
  '0xd12501021': '账号在别处登录或被停用：App 退出登录',
};

export interface Call {
  /** What the call sends as its query string (GET, DELETE) — path parameters ({id}) are not in it. */
  query?: GenericSchema;
  /** What it sends as its JSON body (POST, PUT). */
  body?: GenericSchema;
  /**
   * A body that is not the app's JSON but a browser's own (a security policy's report): each media type it comes as,
   * with its shape, for the OpenAPI document; `body` is then what any of them may be.
   */
  bodyTypes?: Readonly<Record<string, GenericSchema>>;
  /**
   * The body also (or only) comes as `text/plain`, its text the JSON of `body`: a beacon (`navigator.sendBeacon` with a
   * string sends `text/plain;charset=UTF-8`) or a fetch kept simple so it needs no preflight. What it says is the
   * OpenAPI document's description of that media type.
   */
  textBody?: string;
  /**
   * Sent by the browser itself (a policy's report) or as a simple request (a beacon, a keepalive fetch kept free of a
   * preflight): none of the app's own headers (ClientType, CustomPayload) can be on it, so the document requires none.
   */
  withoutAppHeaders?: true;
  /** The envelope's data when code is '200'. */
  answer: GenericSchema;
  /** The refusal codes it may answer beyond `globalRefusals`, with their meanings; none when it has none of its own. */
  errors?: CallErrors;
  /** One line for the OpenAPI document: what the call is for. */
  summary?: string;
  /** A file, not an envelope (a copy of one's data): its media type; `answer` then describes nothing JSON. */
  file?: 'application/zip';
}

export type Calls = Record<CallKey, Call>;

/**
 * An answer that broke its schema becomes an error like any other failed call: the page shows 数据异常 with 重试
 * (a read) or says the result could not be read (a change). The paths go with it into the state, so the operations
 * debug log (which records every action) shows where the answer broke; the values never do.
 */
export function malformedAnswer(error: NamedSchemaError, info: SchemaFailureInfo): ApiError {
  return {
    code: MALFORMED_ANSWER,
    msg: info.type === 'mutation' ? malformedMessages.mutation : malformedMessages.query,
    status: 200,
    paths: issuePaths(error.issues),
  };
}

/** In development the console says which answer broke where; production says nothing there (paths are in the log). */
export function noteMalformed(error: NamedSchemaError, info: SchemaFailureInfo): void {
  if (process.env.NODE_ENV === 'production') return;
  console.warn(`[contract] ${info.endpoint} (${error.schemaName}) broke at: ${issuePaths(error.issues).join(', ')}`);
}
