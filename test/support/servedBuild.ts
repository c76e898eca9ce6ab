import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { raw } from './rawHttp';

/**
 * What every server of a build folder must do (the preview, and nginx with the build's file), tried as a black box
 * over a build of our own in a temporary folder, with sibling folders whose names start with the same name
 * (dist-embedded, dist-secret) and a file beside them. test/scripts/previewServer.test.ts and
 * test/nginx/nginxServer.test.ts run the same cases.
 */
export const ROOT_DIR = path.resolve(__dirname, '..', '..');
export const SECRET = 'SECRET-OUTSIDE-DIST';
export const APP = '<!doctype html><title>APP</title>';
export const ASSET = 'console.log("main");';

/** The fixture: `<work>/dist` and its siblings. */
export function makeBuildFolder(): { work: string; dist: string } {
  const work = mkdtempSync(path.join(tmpdir(), 'served-build-'));
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
  // What a build leaves for its server (an nginx test writes the real nginx.conf over this one).
  writeFileSync(path.join(dist, 'nginx.conf'), `# ${SECRET}`);
  writeFileSync(path.join(dist, 'security-headers.json'), JSON.stringify({ pages: {}, every: {}, note: SECRET }));
  return { work, dist };
}

export function freePort(): Promise<number> {
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

/** Starts `script` (a file under scripts/, run by tsx) serving `dir` on `port`; resolves once it says its address. */
export function startServer(script: string, dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'), [script], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), PREVIEW_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise<ChildProcess>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start: ${out}`)), 50_000);
    const note = (c: Buffer) => {
      out += c.toString();
      if (out.includes(`:${port}/`)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', note);
    child.stderr?.on('data', note);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${out}`)));
  });
}

/** Stops a server started here, with what it started (nginx and the mock under serve:nginx). */
export function stopServer(child: ChildProcess | undefined) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill();
  }
}

/**
 * A build folder of our own (makeBuildFolder), made ready by `prepare` and served by `script` on a free port for the
 * test file, with the black-box cases run against it; removed after. Returns the folder's `<work>` for further cases.
 */
export function serveBuildFolder(script: string, prepare: (dist: string) => void = () => undefined): () => string {
  let work = '';
  let port = 0;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    const folder = makeBuildFolder();
    work = folder.work;
    prepare(folder.dist);
    port = await freePort();
    child = await startServer(script, folder.dist, port);
  }, 60_000);
  afterAll(() => {
    stopServer(child);
    if (work) rmSync(work, { recursive: true, force: true });
  });
  describeServedBuild(() => port);
  return () => work;
}

/** The cases, against the server on `port()` serving makeBuildFolder()'s dist. */
export function describeServedBuild(port: () => number): void {
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') => raw(port(), target, headers, method);

  describe('never serves anything outside the build folder', () => {
    test.each([
      // A sibling folder whose name starts with the root's passed a startsWith check once.
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
      '/%252e%252e%252fdist-secret',
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
      const answer = await get(target);
      expect(answer.body.toString('latin1')).not.toContain(SECRET);
      expect([400, 404]).toContain(answer.status);
    });
  });

  describe('serves the build the way production does', () => {
    test('an app route gets index.html, not to be cached', async () => {
      const answer = await get('/home?from=test');
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(APP);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    test('index.html and sw.js are revalidated every time', async () => {
      for (const target of ['/', '/index.html', '/sw.js']) {
        const answer = await get(target);
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-cache');
      }
    });

    test('a hashed asset is immutable for a year, and brotli is served to who accepts it', async () => {
      const plain = await get('/assets/main.1a2b3c4d.js');
      expect(plain.status).toBe(200);
      expect(plain.body.toString()).toBe(ASSET);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get('/assets/main.1a2b3c4d.js', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    test('an asset without a content hash is not cached as immutable', async () => {
      const answer = await get('/assets/main.1a2b3c4d.js.LICENSE.txt');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
    });

    test('a missing asset or API call is a 404, never the app', async () => {
      for (const target of ['/assets/missing.1a2b3c4d.js', '/assets/missing', '/assets', '/favicon.ico', '/api/nothing/here', '/api']) {
        const answer = await get(target);
        expect(answer.status).toBe(404);
        expect(answer.headers['cache-control']).toBe('no-store');
        // The back ends answer their own 404 (the mock's envelope); a file that is not there is a plain one.
        if (!target.startsWith('/api/')) expect(answer.body.toString()).toBe('Not found');
        expect(answer.body.toString()).not.toContain('APP');
      }
    });

    test('what the build leaves for the server is not served', async () => {
      for (const target of ['/nginx.conf', '/./nginx.conf', '/security-headers.json']) {
        const answer = await get(target);
        expect(answer.status).toBe(404);
        expect(answer.body.toString()).toBe('Not found');
      }
    });

    test('a page or a file is for GET and HEAD only', async () => {
      for (const target of ['/home', '/index.html', '/assets/main.1a2b3c4d.js']) {
        const post = await get(target, {}, 'POST');
        expect(post.status).toBe(405);
        expect(post.headers.allow).toBe('GET, HEAD');
        const head = await get(target, {}, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
      }
    });
  });

}
