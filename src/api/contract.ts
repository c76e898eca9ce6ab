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

export interface Call {
  /** What the call sends as its query string (GET, DELETE) — path parameters ({id}) are not in it. */
  query?: GenericSchema;
  /** What it sends as its JSON body (POST, PUT). */
  body?: GenericSchema;
  /** The envelope's data when code is '200'. */
  answer: GenericSchema;
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
