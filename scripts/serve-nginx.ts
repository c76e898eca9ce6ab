/**
 * `npm run serve:nginx`: the build served as production serves it, by Debian's nginx with the file the build wrote
 * (`dist/nginx.conf`, scripts/nginxConfig.ts), and the mock backend as its upstream (scripts/mock-server.ts). Only the
 * file's `# deploy:` lines are set: where it listens (PORT, default 8080, on every address like the preview), the
 * folder, the upstream, and /__mock/ proxied so the demo accounts and the tests' control API work.
 *
 * Needs nginx and its brotli module: `apt-get install nginx libnginx-mod-http-brotli-static`. PREVIEW_DIR serves
 * another build (dist-embedded). Everything nginx writes (pid, temp files) goes to a temporary folder; it stops with
 * this process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployed, NGINX_FILE } from './nginxConfig';

const dir = process.env.PREVIEW_DIR || 'dist';
const root = path.resolve(__dirname, '..', dir);
const port = Number(process.env.PORT ?? 8080);
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((bin) => existsSync(bin)) ?? 'nginx';
/** Where Debian's libnginx-mod-http-brotli-static puts the module (nginx's own prefix elsewhere). */
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', '/usr/share/nginx/modules/ngx_http_brotli_static_module.so'];

function fail(message: string): never {
  console.error(`serve:nginx: ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(root, NGINX_FILE))) fail(`${dir}/${NGINX_FILE} is missing: run \`npm run ${dir === 'dist-embedded' ? 'build:embedded' : 'build'}\` first.`);
if (spawnSync(NGINX, ['-v']).error) fail('nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static');
const brotli = BROTLI_MODULES.find((file) => existsSync(file));
if (!brotli) fail('the brotli module is not installed: apt-get install libnginx-mod-http-brotli-static');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, what: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) fail(`${what} exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  fail(`${what} did not answer at ${url}`);
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'serve-nginx-'));
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => process.exit(0));

  const mockPort = Number(process.env.MOCK_PORT) || (await freePort());
  const tsx = path.resolve(__dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const mock = spawn(process.execPath, [tsx, path.join(__dirname, 'mock-server.ts')], {
    env: { ...process.env, PORT: String(mockPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(mock);
  await waitFor(`http://127.0.0.1:${mockPort}/`, 'the mock backend', mock);

  const site = deployed(readFileSync(path.join(root, NGINX_FILE), 'utf8'), {
    listen: String(port),
    alsoListen: existsSync('/proc/net/if_inet6') ? [`[::]:${port}`] : [],
    root,
    upstream: `127.0.0.1:${mockPort}`,
    mockControl: true,
  });
  writeFileSync(path.join(work, 'site.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, temp));
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(work, kind === 'client_body' ? 'body' : kind)};`);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      `load_module ${brotli};`,
      'daemon off;',
      'worker_processes 1;',
      // As root, nginx's workers would run as nobody, who may not read the build or the temporary folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${path.join(work, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...temps,
      `  include ${path.join(work, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const test = spawnSync(NGINX, ['-t', '-q', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx refused the configuration:\n${test.stderr}`);
  const nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(nginx);
  nginx.once('exit', (code) => {
    console.error(`serve:nginx: nginx exited (${code})`);
    process.exit(1);
  });
  await waitFor(`http://127.0.0.1:${port}/home`, 'nginx', nginx);
  console.log(`车主服务 on nginx: http://localhost:${port}/home (${dir}/${NGINX_FILE} + mock backend on :${mockPort})`);
}

void main();
