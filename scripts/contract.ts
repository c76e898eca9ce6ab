import * as v from 'valibot';
import { allCalls, serviceOfCall } from '../src/api/calls';
import { buildCustomPayload, encodeCustomPayload } from '../src/lib/customPayload';
import type { CallKey } from '../src/api/contract';
import { issuePaths } from '../src/lib/schema';
import { journeys, type Picked, type Read } from './contract/journeys';

/**
 * `npm run contract -- <base URL>`: replays the journeys' read calls (scripts/contract/journeys.ts) against a backend —
 * the shared gateway at <base>/api, the booking service at <base>/booking, as the app reaches them — and prints each
 * answer that breaks the contract (where, never the values). Signs in with CONTRACT_TOKEN when given, else with the
 * mock's demo driver (CONTRACT_PHONE / CONTRACT_PASSWORD for another account). Exits 1 when an answer broke it.
 */
const base = (process.argv[2] ?? '').replace(/\/+$/, '');
if (!/^https?:\/\//.test(base)) {
  console.error('usage: npm run contract -- <base URL>   (e.g. http://localhost:8080, https://gateway.example.com)');
  process.exit(2);
}

function urlOf(key: string, read: Read, picked: Picked): { method: string; url: string; body?: string } {
  const [method = 'GET', template = ''] = key.split(' ');
  const params = read.path?.(picked) ?? {};
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const prefix = serviceOfCall(key) === 'booking' ? '/booking' : '/api';
  const url = new URL(base + prefix + path);
  const sent = read.send?.(picked) ?? {};
  if (method === 'GET' || method === 'DELETE') {
    for (const [k, value] of Object.entries(sent)) if (value !== undefined) url.searchParams.set(k, String(value));
    return { method, url: url.href };
  }
  return { method, url: url.href, body: JSON.stringify(sent) };
}

function headers(token: string | undefined, body: boolean): Record<string, string> {
  return {
    Accept: 'application/json',
    ClientType: '1',
    CustomPayload: encodeCustomPayload(buildCustomPayload({ driverDealerId: '', openid: '', buyid: '', authModel: 1 })),
    ...(token ? { Authorization: token } : {}),
    ...(body ? { 'Content-Type': 'application/json' } : {}),
  };
}

/** A server just started (CI's preview) may take a few seconds to listen: connection refusals are waited out, 60 s. */
async function fetchOnceUp(url: string, init: RequestInit): Promise<Response> {
  for (let waited = 0; ; waited += 1000) {
    try {
      return await fetch(url, init);
    } catch (e) {
      if (waited >= 60_000) throw e;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function signIn(): Promise<string | undefined> {
  if (process.env.CONTRACT_TOKEN) return process.env.CONTRACT_TOKEN;
  const res = await fetchOnceUp(`${base}/api/auth/v2/api/driver/login`, {
    method: 'POST',
    headers: headers(undefined, true),
    body: JSON.stringify({ phone: process.env.CONTRACT_PHONE ?? '13800138000', password: process.env.CONTRACT_PASSWORD ?? 'Driver@2026' }),
  });
  const answer = (await res.json().catch(() => null)) as { code?: string; msg?: string; data?: { token?: string } } | null;
  if (answer?.code !== '200' || !answer.data?.token) {
    console.error(`sign-in refused (${answer?.code ?? res.status} ${answer?.msg ?? ''}): give CONTRACT_TOKEN for this backend.`);
    process.exit(2);
  }
  return answer.data.token;
}

const Envelope = v.object({ code: v.string(), msg: v.string(), data: v.unknown() });

async function main() {
  const token = await signIn();
  let checked = 0;
  let broken = 0;
  let refused = 0;
  for (const journey of journeys) {
    const picked: Picked = {};
    console.log(`\n${journey.name}`);
    for (const read of journey.reads) {
      const call = allCalls[read.call as CallKey];
      if (!call) {
        console.log(`  ✗ ${read.call}: not in the contract (src/api/<service>/calls.ts)`);
        broken++;
        continue;
      }
      if (read.needs?.some((k) => picked[k] === undefined)) {
        console.log(`  – ${read.call}: skipped (nothing earlier to read it for)`);
        continue;
      }
      const { method, url, body } = urlOf(read.call, read, picked);
      const res = await fetch(url, { method, headers: headers(token, !!body), ...(body ? { body } : {}) }).catch((e: unknown) => e as Error);
      if (res instanceof Error) {
        console.log(`  ✗ ${read.call}: no answer (${res.message})`);
        broken++;
        continue;
      }
      const envelope = (await res.json().catch(() => undefined)) as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
      const shape = v.safeParse(Envelope, envelope);
      if (!shape.success) {
        console.log(`  ✗ ${read.call}: HTTP ${res.status}, not an envelope {code, msg, data} (at ${issuePaths(shape.issues).join(', ')})`);
        broken++;
        continue;
      }
      if (shape.output.code !== '200') {
        // A refusal is the server's to give (no such bill here); it is not a broken contract.
        console.log(`  · ${read.call}: refused ${shape.output.code} ${shape.output.msg}`);
        refused++;
        continue;
      }
      checked++;
      const answer = v.safeParse(call.answer, shape.output.data);
      if (!answer.success) {
        console.log(`  ✗ ${read.call}: answer broke the contract at ${issuePaths(answer.issues).join(', ')}`);
        broken++;
        continue;
      }
      console.log(`  ✓ ${read.call}`);
      read.pick?.(shape.output.data, picked);
    }
  }
  console.log(`\n${checked} answers checked, ${broken} broke the contract, ${refused} refused.`);
  process.exit(broken ? 1 : 0);
}

void main();
