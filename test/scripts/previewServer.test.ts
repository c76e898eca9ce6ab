import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { accepts, staticAnswer } from '../../scripts/staticFiles';

/**
 * `npm run preview` (scripts/preview-server.ts) as a black box: started on a free port over a build of our own in a
 * temporary folder, with sibling folders whose names start with the same name (dist-embedded, dist-secret) and a
 * file beside them. Requests go out over a raw socket, byte for byte as written here: an HTTP client would
 * normalise `/%2e%2e/` before sending it (and msw, which jest's setup installs, would catch the request).
 */

const ROOT_DIR = path.resolve(__dirname, '..', '..');
const SECRET = 'SECRET-OUTSIDE-DIST';
const APP = '<!doctype html><title>APP</title>';
const ASSET = 'console.log("main");';

let work = '';
let port = 0;
let child: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const p = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(p));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with the path exactly as given; the answer read until the server closes. */
function raw(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer for ${target}`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) {
        reject(new Error(`no HTTP answer for ${target}: ${all.toString('latin1')}`));
        return;
      }
      const [statusLine, ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const h: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        h[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: Buffer = all.subarray(split + 4);
      if (h['transfer-encoding'] === 'chunked') body = dechunk(body);
      resolve({ status: Number(statusLine?.split(' ')[1]), headers: h, body });
    });
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${extra}\r\n`, 'latin1');
  });
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'preview-test-'));
  const dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), APP);
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js'), ASSET);
  writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js.br'), brotliCompressSync(Buffer.from(ASSET)));
  writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js.LICENSE.txt'), 'MIT');
  for (const sibling of ['dist-embedded', 'dist-secret']) {
    mkdirSync(path.join(work, sibling), { recursive: true });
    writeFileSync(path.join(work, sibling, 'index.html'), SECRET);
    writeFileSync(path.join(work, sibling, 'secret.txt'), SECRET);
  }
  writeFileSync(path.join(work, 'secret.txt'), SECRET);

  port = await freePort();
  child = spawn(path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'), ['scripts/preview-server.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), PREVIEW_DIR: dist },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`preview did not start: ${out}`)), 50_000);
    const note = (c: Buffer) => {
      out += c.toString();
      if (out.includes(`:${port}/`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child?.stdout?.on('data', note);
    child?.stderr?.on('data', note);
    child?.once('exit', (code) => reject(new Error(`preview exited (${code}): ${out}`)));
  });
}, 60_000);

afterAll(() => {
  child?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('never serves anything outside the build folder', () => {
  test.each([
    // The report: a sibling folder whose name starts with the root's passed a startsWith check.
    '/..%2Fdist-embedded/index.html',
    '/..%2Fdist-embedded%2Findex.html',
    '/..%2fdist-secret/secret.txt',
    '/../dist-embedded/index.html',
    '/./../dist-embedded/index.html',
    '/%2e%2e/dist-embedded/index.html',
    '/%2E%2E%2Fdist-embedded%2Findex.html',
    '/.%2e/dist-embedded/index.html',
    '/%2e%2e%2f%2e%2e%2fdist-embedded/index.html',
    '/assets/..%2F..%2Fdist-embedded/index.html',
    '/assets/%2e%2e/%2e%2e/dist-secret/secret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e/secret.txt',
    // Backslashes: a separator on Windows and to some proxies.
    '/..%5cdist-embedded%5cindex.html',
    '/..%5Csecret.txt',
    '/..\\dist-embedded\\index.html',
    // Double-encoded: harmless to us, but a proxy or CDN in front might decode again.
    '/%252e%252e%252fdist-embedded%252findex.html',
    '/..%252fdist-embedded/index.html',
    '/%252e%252e/secret.txt',
    // NUL, overlong UTF-8 and broken escapes.
    '/index.html%00.js',
    '/..%2Fdist-embedded/index.html%00',
    '/%c0%ae%c0%ae/dist-embedded/index.html',
    '/%c0%ae%c0%ae%c0%afsecret.txt',
    '/%E0%A4%A',
    // Extensionless: must not be taken for an app route either.
    '/..%2Fdist-embedded',
    '/..%2Fdist-secret',
  ])('%s', async (target) => {
    const answer = await raw(target);
    expect(answer.body.toString('latin1')).not.toContain(SECRET);
    expect([400, 404]).toContain(answer.status);
  });
});

describe('serves the build the way production does', () => {
  test('an app route gets index.html, not to be cached', async () => {
    const answer = await raw('/home?from=test');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(APP);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('index.html and sw.js are revalidated every time', async () => {
    for (const target of ['/', '/index.html', '/sw.js']) {
      const answer = await raw(target);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  test('a hashed asset is immutable for a year, and brotli is served to who accepts it', async () => {
    const plain = await raw('/assets/main.1a2b3c4d.js');
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw('/assets/main.1a2b3c4d.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('an asset without a content hash is not cached as immutable', async () => {
    const answer = await raw('/assets/main.1a2b3c4d.js.LICENSE.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  test('a missing asset or API call is a 404, never the app', async () => {
    for (const target of ['/assets/missing.1a2b3c4d.js', '/assets/missing', '/favicon.ico', '/api/nothing/here']) {
      const answer = await raw(target);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('APP');
    }
  });
});

describe('the resolver itself (scripts/staticFiles.ts)', () => {
  const dist = () => path.join(work, 'dist');

  test('a sibling folder that starts with the same name is outside', () => {
    expect(staticAnswer(dist(), '/..%2Fdist-embedded/index.html')).toEqual({ kind: 'refused' });
    expect(staticAnswer(dist(), '/%2e%2e/dist-secret/secret.txt')).toEqual({ kind: 'refused' });
  });

  test('the app is the answer for app routes only, never for assets or the back ends\' prefixes', () => {
    expect(staticAnswer(dist(), '/payPage?uniqueId=U1')).toMatchObject({ kind: 'file', cacheControl: 'no-cache' });
    for (const target of ['/assets/x', '/api/x', '/booking/x', '/__mock/x', '/missing.js']) {
      expect(staticAnswer(dist(), target)).toEqual({ kind: 'missing' });
    }
  });

  test('a page a reminder opens gets early.html when the build has one, and index.html when it has not', () => {
    const withEarly = path.join(work, 'dist-with-early');
    mkdirSync(withEarly, { recursive: true });
    writeFileSync(path.join(withEarly, 'index.html'), APP);
    writeFileSync(path.join(withEarly, 'early.html'), '<!doctype html><title>EARLY</title>');
    const fileOf = (root: string, target: string) => {
      const answer = staticAnswer(root, target);
      return answer.kind === 'file' ? path.basename(answer.file) : answer.kind;
    };
    expect(fileOf(withEarly, '/payPage?uniqueId=U1&parkId=P1')).toBe('early.html');
    expect(fileOf(withEarly, '/customerService/feedDetail?requestNo=SR1')).toBe('early.html');
    // Only those pages, by their whole path.
    expect(fileOf(withEarly, '/home')).toBe('index.html');
    expect(fileOf(withEarly, '/payPageX')).toBe('index.html');
    expect(fileOf(withEarly, '/payPage/more')).toBe('index.html');
    expect(fileOf(dist(), '/payPage?uniqueId=U1')).toBe('index.html');
  });

  test('Accept-Encoding: listed with q above 0, or *', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true);
    expect(accepts('gzip, br;q=0', 'br')).toBe(false);
    expect(accepts('*', 'br')).toBe(true);
    expect(accepts('gzip', 'br')).toBe(false);
    expect(accepts('', 'gzip')).toBe(false);
  });
});
