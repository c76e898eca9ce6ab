import * as v from 'valibot';
import { appendFileSync } from 'node:fs';
import type { AnsweredCall, RefusedCall } from '@mocks/backend';
import { allCalls } from '@/api/calls';
import { globalRefusals, type CallKey } from '@/api/contract';
import { issuePaths } from '@/lib/schema';

/**
 * Holds the mock to the contract in every jest test: each answer the mock gives is checked against its call's answer
 * schema, and each request the app sends (it carries CustomPayload; a mock test's own hand-made request does not)
 * against the call's query or body schema, and each refusal its handler gives against the codes the call lists
 * (`errors`, or the global ones). A break is kept and fails the test that caused it (setupTests.ts).
 */
const breaks: string[] = [];

type Wrapped = v.GenericSchema & { wrapped?: v.GenericSchema; options?: readonly unknown[] };

/** The schema under optional / nullable / fallback wrappers. */
function inner(schema: Wrapped): Wrapped {
  let s = schema;
  while (s.wrapped) s = s.wrapped as Wrapped;
  return s;
}

/** A query string carries only text: give each field the type its schema asks, as a server's binder would. */
export function typedQuery(schema: v.GenericSchema, query: Record<string, unknown>): Record<string, unknown> {
  const entries = (schema as unknown as { entries?: Record<string, Wrapped> }).entries;
  if (!entries) return query;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    const field = entries[key] ? inner(entries[key]) : undefined;
    const wantsNumber = field && (field.type === 'number' || (field.type === 'picklist' && typeof field.options?.[0] === 'number'));
    if (typeof raw === 'string' && wantsNumber && raw.trim() !== '' && Number.isFinite(Number(raw))) out[key] = Number(raw);
    else if (typeof raw === 'string' && field?.type === 'boolean' && (raw === 'true' || raw === 'false')) out[key] = raw === 'true';
    else out[key] = raw;
  }
  return out;
}

function check(key: string, part: string, schema: v.GenericSchema | undefined, value: unknown) {
  if (!schema) return;
  const result = v.safeParse(schema, value);
  if (!result.success) breaks.push(`${key} ${part} broke the contract at: ${issuePaths(result.issues).join(', ')}`);
}

export function checkAnsweredCall(call: AnsweredCall): void {
  const key = `${call.method} ${call.template}` as CallKey;
  const contract = allCalls[key];
  if (!contract) {
    if (!call.template.startsWith('/__mock/')) breaks.push(`${key} is not in the contract (src/api/<service>/calls.ts)`);
    return;
  }
  check(key, 'answer', contract.answer, call.data);
  if (!call.headers.custompayload) return;
  if (call.method === 'GET' || call.method === 'DELETE') {
    if (contract.query) check(key, 'query', contract.query, typedQuery(contract.query, call.query));
  }
  // A JSON array reaches a handler as {_: [...]} (backend.ts readBody): the body that was sent is the array.
  else check(key, 'body', contract.body, Object.keys(call.body).length === 1 && '_' in call.body ? call.body._ : call.body);
}

/**
 * A handler's refusal: its code must be one its call lists (`errors`) or one every call may get (`globalRefusals`).
 * CONTRACT_REFUSALS_LOG=<file> also writes every refusal there (a line of JSON each), to find what a call really answers.
 */
export function checkRefusedCall(call: RefusedCall): void {
  const key = `${call.method} ${call.template}` as CallKey;
  if (call.template.startsWith('/__mock/')) return;
  const log = process.env.CONTRACT_REFUSALS_LOG;
  if (log) appendFileSync(log, `${JSON.stringify({ key, code: call.code, msg: call.msg })}\n`);
  const contract = allCalls[key];
  if (!contract || call.code in globalRefusals || (contract.errors && call.code in contract.errors)) return;
  breaks.push(`${key} refused with ${call.code} (${call.msg}), a code it does not list in its errors (src/api/<service>/calls.ts)`);
}

/** The breaks since the last call, emptied. */
export function takeContractBreaks(): string[] {
  return breaks.splice(0);
}
