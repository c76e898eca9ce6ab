import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { allCalls } from '@/api/calls';
import { globalRefusals } from '@/api/contract';
import { MockFail } from '@mocks/core/fail';
import { openapiDocument } from '../../scripts/contract/openapiDocument';
import { backend } from '../support/mockServer';
import { takeContractBreaks } from '../support/contractCheck';

/**
 * The contract is exact, so a backend team's validator can hold the server to it: every call names what its data is
 * (no schema that lets anything through, at the top or inside) and which refusal codes it may answer.
 */
type Json = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

const SAYS_WHAT = ['type', 'const', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum'];

/** Where a JSON schema lets any value through: a schema that says no type, or an object open to any extra value. */
function openSpots(schema: unknown, where: string, components: Record<string, Json>, seen = new Set<string>()): string[] {
  if (!schema || typeof schema !== 'object') return [`${where} (not a schema)`];
  const s = schema as Json;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() ?? '';
    if (seen.has(name)) return [];
    seen.add(name);
    return openSpots(components[name], `${where}→${name}`, components, seen);
  }
  const out: string[] = [];
  if (!SAYS_WHAT.some((k) => k in s)) out.push(where);
  if (s.additionalProperties === true || (s.additionalProperties && typeof s.additionalProperties === 'object')) {
    out.push(...openSpots(s.additionalProperties === true ? {} : s.additionalProperties, `${where}.*`, components, seen));
  }
  for (const [k, field] of Object.entries((s.properties ?? {}) as Json)) out.push(...openSpots(field, `${where}.${k}`, components, seen));
  if (s.items) out.push(...openSpots(s.items, `${where}[]`, components, seen));
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const x of (s[k] ?? []) as unknown[]) out.push(...openSpots(x, where, components, seen));
  return out;
}

type Node = { type: string; wrapped?: Node; item?: Node; items?: Node[]; options?: unknown[]; entries?: Record<string, Node>; rest?: Node; value?: Node };

/** The same at the schema itself: unknown or any, a loose object, a record or rest of unknown (JSON Schema cannot tell a loose object). */
function openInSchema(schema: Node, where: string): string[] {
  switch (schema.type) {
    case 'unknown': case 'any': case 'loose_object': case 'loose_tuple': return [where];
    case 'picklist': case 'enum': return [];
    default: break;
  }
  const out: string[] = [];
  if (schema.wrapped) out.push(...openInSchema(schema.wrapped, where));
  if (schema.item) out.push(...openInSchema(schema.item, `${where}[]`));
  for (const [i, x] of (schema.items ?? []).entries()) out.push(...openInSchema(x, `${where}[${i}]`));
  for (const x of schema.options ?? []) if (x && typeof x === 'object' && 'type' in x) out.push(...openInSchema(x as Node, where));
  for (const [k, x] of Object.entries(schema.entries ?? {})) out.push(...openInSchema(x, `${where}.${k}`));
  if (schema.rest) out.push(...openInSchema(schema.rest, `${where}.*`));
  if (schema.value) out.push(...openInSchema(schema.value, `${where}.*`));
  return out;
}

let doc: Doc;
beforeAll(async () => {
  doc = (await openapiDocument()) as Doc;
});

function operations(): [string, Json][] {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Json]));
}

/** The 200 answer's two branches: the data of code '200', and the refusal (for a file: its JSON refusal only). */
function branches(op: Json): { data?: Json; refusal: Json } {
  const content = ((op.responses as Json)['200'] as Json).content as Record<string, { schema: Json }>;
  const json = content['application/json']!.schema;
  const anyOf = json.anyOf as Json[] | undefined;
  if (!anyOf) return { refusal: json };
  return { data: (anyOf[0]!.properties as Json).data as Json, refusal: anyOf[1]! };
}

test('the guards themselves: an answer of unknown, a record of unknown or a loose object is found open', () => {
  const openJson = (schema: v.GenericSchema) => openSpots(toJsonSchema(schema, { errorMode: 'ignore' }), 'data', {});
  const open = (schema: v.GenericSchema) => openInSchema(schema as unknown as Node, 'data');
  expect(openJson(v.unknown())).toEqual(['data']);
  expect(openJson(v.object({ a: v.string(), rest: v.record(v.string(), v.unknown()) }))).toEqual(['data.rest.*']);
  expect(open(v.unknown())).toEqual(['data']);
  expect(open(v.object({ a: v.optional(v.array(v.object({ b: v.any() }))) }))).toEqual(['data.a[].b']);
  expect(open(v.object({ a: v.string(), rest: v.record(v.string(), v.unknown()) }))).toEqual(['data.rest.*']);
  expect(open(v.looseObject({ a: v.string() }))).toEqual(['data']);
  expect(open(v.union([v.null(), v.object({ a: v.nullable(v.string()), b: v.array(v.number()), c: v.picklist(['x']) })]))).toEqual([]);
});

test('every call names what its data is: no answer is open, at its top or anywhere inside', () => {
  expect(operations().length).toBe(Object.keys(allCalls).length);
  const open = operations().flatMap(([key, op]) => {
    const { data } = branches(op);
    return data ? openSpots(data, `${key} data`, doc.components.schemas) : [];
  });
  expect(open).toEqual([]);
  const openSchemas = Object.entries(allCalls).filter(([, call]) => !call.file).flatMap(([key, call]) => openInSchema(call.answer as unknown as Node, `${key} data`));
  expect(openSchemas).toEqual([]);
});

test('a file is the only answer that is not JSON data, and says its media type', () => {
  const files = Object.entries(allCalls).filter(([, call]) => call.file).map(([key]) => key);
  const noData = operations().filter(([, op]) => !branches(op).data).map(([key]) => key);
  expect(noData.sort()).toEqual(files.sort());
});

test('every call names its refusal codes: each refusal is narrowed to the call\'s codes and the global ones', () => {
  const loose: string[] = [];
  for (const [key, op] of operations()) {
    const call = allCalls[key as keyof typeof allCalls]!;
    const expected = [...new Set([...Object.keys(call.errors ?? {}), ...Object.keys(globalRefusals)])].sort();
    const code = ((branches(op).refusal.properties as Json | undefined)?.code ?? {}) as Json;
    if (!Array.isArray(code.enum) || [...(code.enum as string[])].sort().join() !== expected.join()) loose.push(`${key}: ${JSON.stringify(code)}`);
    const listed = (op['x-error-codes'] as { code: string; meaning: string }[] | undefined) ?? [];
    if (listed.map((c) => c.code).sort().join() !== Object.keys(call.errors ?? {}).sort().join() || listed.some((c) => !c.meaning)) loose.push(`${key}: x-error-codes`);
  }
  expect(loose).toEqual([]);
  // A call's own code is a business code: never '200', never one every call has anyway.
  const clashes = Object.entries(allCalls).flatMap(([key, call]) => Object.keys(call.errors ?? {}).filter((c) => c === '200' || c in globalRefusals).map((c) => `${key} ${c}`));
  expect(clashes).toEqual([]);
});

test('a handler refusing with a code its call does not list fails the test that called it; a listed or global one does not', async () => {
  const route = backend.router.routes.find((r) => `${r.method} ${r.template}` === 'GET /publicity/v2/api/news')!;
  const handler = route.handler;
  let code = '0xd99999999';
  route.handler = () => {
    throw new MockFail(code, '未列出的拒绝');
  };
  try {
    const answer = async () => (await (await fetch('http://localhost/api/publicity/v2/api/news?pageNo=1&pageSize=10')).json()) as { code: string };
    expect((await answer()).code).toBe('0xd99999999');
    expect(takeContractBreaks()).toEqual([
      'GET /publicity/v2/api/news refused with 0xd99999999 (未列出的拒绝), a code it does not list in its errors (src/api/<service>/calls.ts)',
    ]);
    code = '400';
    expect((await answer()).code).toBe('400');
    expect(takeContractBreaks()).toEqual([]);
  } finally {
    route.handler = handler;
  }
});

test('what the browser sends is described as it arrives: no app header on a report or a beacon, and a type not JSON by its name is text whose content is the JSON', async () => {
  const document = (await openapiDocument()) as unknown as {
    paths: Record<string, { post: { parameters: { $ref?: string }[]; requestBody: { content: Record<string, { schema: { type?: string; contentMediaType?: string } }> } } }>;
  };
  for (const path of ['/basic/v2/api/securityReports', '/basic/v2/api/fieldReports']) {
    const { parameters, requestBody } = document.paths[path]!.post;
    expect(parameters.map((p) => p.$ref)).not.toContain('#/components/parameters/ClientType');
    expect(requestBody.content['text/plain']?.schema).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
  }
  const reports = document.paths['/basic/v2/api/securityReports']!.post.requestBody.content;
  // A validator that reads types by name (Prism) takes application/csp-report as text, application/reports+json as JSON.
  expect(reports['application/csp-report']?.schema).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
  expect(reports['application/reports+json']?.schema.type).not.toBe('string');
  // A call the app makes itself still requires its headers.
  const account = Object.values(document.paths['/driver/v2/api/account'] ?? {})[0] as { parameters: { $ref?: string }[] };
  expect(account.parameters.map((p) => p.$ref)).toContain('#/components/parameters/ClientType');
});
