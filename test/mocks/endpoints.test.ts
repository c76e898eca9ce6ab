import endpoints from '../../docs/spec/endpoints.json';
import { backend } from '../support/mockServer';
import { issueTokenPair } from '@mocks/db/tokens';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import type { CallSample, EndpointSample, SampleContext, ServiceSamples } from './samples/types';
import { allSamples } from './samples';

/** Every call of endpoints.json answers a valid call with '200' and a bad one with a clear error. */
const declared = Object.entries(endpoints as Record<string, unknown>)
  .filter(([k]) => !k.startsWith('_'))
  .flatMap(([, v]) => v as string[]);

function urlFor(key: string, sample: CallSample): string {
  const [, path] = key.split(' ') as [string, string];
  const prefix = path.startsWith('/api/v1/') ? 'http://localhost/booking' : 'http://localhost/api';
  const url = new URL(prefix + (sample.path ?? path));
  for (const [k, v] of Object.entries(sample.query ?? {})) url.searchParams.set(k, String(v));
  return url.href;
}

async function send(key: string, sample: CallSample) {
  const [method] = key.split(' ') as [string];
  const headers: Record<string, string> = { ClientType: '2', ...sample.headers };
  if (sample.as) headers.Authorization = issueTokenPair(backend.db, sample.as === 'A' ? DRIVER_A : DRIVER_B).token;
  if (sample.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(urlFor(key, sample), { method, headers, body: sample.body === undefined ? undefined : JSON.stringify(sample.body) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

const ctx: SampleContext = {
  call: (method, path, sample) => send(`${method} ${path}`, sample),
};

async function resolve(s: EndpointSample['valid']): Promise<CallSample> {
  return typeof s === 'function' ? s(ctx) : s;
}

const samples: ServiceSamples = allSamples;

test('every endpoint of endpoints.json has samples', () => {
  expect(declared.filter((k) => !samples[k])).toEqual([]);
});

describe.each(declared.filter((k) => samples[k]))('%s', (key) => {
  test('answers a valid call with code 200', async () => {
    const body = await send(key, await resolve((samples[key] as EndpointSample).valid));
    expect({ code: body.code, msg: body.code === '200' ? 'ok' : body.msg }).toEqual({ code: '200', msg: 'ok' });
  });

  test('answers a bad call with an error code and a clear message', async () => {
    const body = await send(key, await resolve((samples[key] as EndpointSample).invalid));
    expect(body.code).not.toBe('200');
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(body.data).toBeNull();
  });
});
