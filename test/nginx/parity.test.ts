import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import entryRoutes from '../../config/entryRoutes.json';
import { raw, type RawAnswer } from '../support/rawHttp';
import { freePort, ROOT_DIR, startServer, stopServer } from '../support/servedBuild';

/**
 * The built dist/ served twice, by the preview (the development and demo default) and by nginx with the build's own
 * nginx.conf (`npm run serve:nginx`), each with its mock backend: every file of the build, every page a driver opens
 * from outside, the misses, the refusals, the methods and the back ends' answers are asked of both, and any difference
 * in what a phone reads (status, the headers that change what it does, the body) fails. Needs `npm run build` and
 * Debian's nginx (`npm run test:nginx`).
 */

const DIST = process.env.PREVIEW_DIR ? path.resolve(ROOT_DIR, process.env.PREVIEW_DIR) : path.join(ROOT_DIR, 'dist');
/** What a phone acts on; Date, Server, Connection, ETag and the like are each server's own. */
const COMPARED = [
  'content-type', 'content-encoding', 'cache-control', 'vary', 'allow', 'content-security-policy', 'reporting-endpoints',
  'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security',
];
const ENCODINGS = [undefined, 'gzip', 'gzip, deflate, br', 'br;q=0, gzip', '*'];

let preview: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let ports = { preview: 0, nginx: 0 };

beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'nginx.conf'))) throw new Error(`${DIST} has no nginx.conf: npm run build first`);
  ports = { preview: await freePort(), nginx: await freePort() };
  [preview, nginx] = await Promise.all([
    startServer('scripts/preview-server.ts', DIST, ports.preview),
    startServer('scripts/serve-nginx.ts', DIST, ports.nginx),
  ]);
}, 90_000);

afterAll(() => {
  stopServer(preview);
  stopServer(nginx);
});

/** What a phone reads of an answer. */
function seen(answer: RawAnswer, body: 'bytes' | 'json' = 'bytes') {
  const headers = Object.fromEntries(COMPARED.filter((h) => h in answer.headers).map((h) => [h, answer.headers[h]]));
  let read: unknown = createHash('sha256').update(answer.body).digest('hex');
  if (body === 'json') {
    try {
      read = JSON.parse(answer.body.toString('utf8')) as unknown;
    } catch {
      read = answer.body.toString('utf8');
    }
  }
  return { status: answer.status, headers, body: read };
}

interface Ask {
  target: string;
  headers?: Record<string, string>;
  method?: string;
  body?: 'bytes' | 'json';
}

async function differences(asks: Ask[]) {
  const found: string[] = [];
  for (const ask of asks) {
    const [a, b] = await Promise.all(
      [ports.preview, ports.nginx].map((port) => raw(port, ask.target, ask.headers, ask.method)),
    );
    const [fromPreview, fromNginx] = [seen(a as RawAnswer, ask.body), seen(b as RawAnswer, ask.body)];
    // A path either refuses before it reaches a file (a `..` above the folder) is refused by both: nginx says so
    // with 400 at the request line, the preview with its 404.
    const refused = (s: number) => s === 400 || s === 404;
    if (fromPreview.status !== fromNginx.status && refused(fromPreview.status) && refused(fromNginx.status)) continue;
    try {
      expect(fromNginx).toEqual(fromPreview);
    } catch {
      found.push(`${ask.method ?? 'GET'} ${ask.target} ${JSON.stringify(ask.headers ?? {})}\n  preview: ${JSON.stringify(fromPreview)}\n  nginx:   ${JSON.stringify(fromNginx)}`);
    }
  }
  return found;
}

function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

test('every file of the build, in every encoding a phone asks for', async () => {
  const asks = filesOf(DIST).flatMap((file) => ENCODINGS.map((encoding): Ask => ({ target: file, headers: encoding ? { 'Accept-Encoding': encoding } : {} })));
  expect(asks.length).toBeGreaterThan(100);
  expect(await differences(asks)).toEqual([]);
}, 120_000);

test('the pages a driver opens, over plain http and behind HTTPS', async () => {
  const routes = [...new Set([...entryRoutes.routes, ...entryRoutes.earlyReads])];
  const paths = [
    '/', '/home?from=test', '/mine', '/nowhere', '/payPage?uniqueId=U1&parkId=P1', '/payPage/', '/payPageX', '/payPage/more',
    '/customerService/feedDetail?requestNo=SR1', '//home', '/a.b/c', '/.hidden', ...routes,
  ];
  const asks = paths.flatMap((target): Ask[] => [
    { target, headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
    { target },
    { target, headers: { 'Accept-Encoding': 'gzip', 'X-Forwarded-Proto': 'https' } },
    { target, method: 'HEAD' },
  ]);
  expect(await differences(asks)).toEqual([]);
}, 60_000);

test('misses, refusals and methods', async () => {
  const targets = [
    '/assets/missing.1a2b3c4d.js', '/assets/missing', '/assets', '/assets/', '/favicon.ico', '/robots.txt', '/api', '/booking',
    '/nginx.conf', '/security-headers.json', '/./nginx.conf', '/index.html%00.js', '/..%2Fdist-embedded/index.html',
    '/%252e%252e%252fdist-secret', '/..%5csecret.txt', '/..\\x', '/%E0%A4%A', '/assets/..%2F..%2Fpackage.json', '/../package.json',
  ];
  const asks: Ask[] = targets.map((target) => ({ target }));
  for (const target of ['/home', '/index.html', '/sw.js', '/payPage', '/assets/nothing.js', '/%252e%252e%252fhome']) {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) asks.push({ target, method });
  }
  expect(await differences(asks)).toEqual([]);
}, 60_000);

test('the back ends\' answers pass through with the origin\'s headers', async () => {
  const asks: Ask[] = [
    { target: '/api/basic/v2/api/applicationInfos', body: 'json' },
    { target: '/api/nothing/here', body: 'json' },
    { target: '/api/driver/v2/api/account', body: 'json' },
    { target: '/booking/nothing', body: 'json' },
    // A back end's path is the back end's to judge, escapes and all.
    { target: '/api/driver/v2/api/plates/%2525', body: 'json' },
    { target: '/__mock/nothing', body: 'json' },
  ];
  expect(await differences(asks)).toEqual([]);
}, 60_000);
