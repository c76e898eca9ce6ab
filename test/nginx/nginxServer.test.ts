import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtNginxConfig, deployed, NGINX_FILE } from '../../scripts/nginxConfig';
import { describeServedBuild, freePort, makeBuildFolder, startServer, stopServer } from '../support/servedBuild';

/**
 * nginx with the file the build writes (scripts/nginxConfig.ts), started by `npm run serve:nginx` over a build of our
 * own in a temporary folder: the same cases as the preview (test/support/servedBuild.ts). Needs Debian's nginx and
 * its brotli module (`npm run test:nginx`; CI installs them).
 */

let work = '';
let port = 0;
let child: ChildProcess | undefined;

beforeAll(async () => {
  const folder = makeBuildFolder();
  work = folder.work;
  writeFileSync(path.join(folder.dist, NGINX_FILE), builtNginxConfig(folder.dist));
  port = await freePort();
  child = await startServer('scripts/serve-nginx.ts', folder.dist, port);
}, 60_000);

afterAll(() => {
  stopServer(child);
  if (work) rmSync(work, { recursive: true, force: true });
});

describeServedBuild(() => port);

describe('the build\'s file', () => {
  test('a deployment sets only its marked lines; a file without them is refused', () => {
    const built = builtNginxConfig(path.join(work, 'dist'));
    const set = deployed(built, { listen: '9000', root: '/srv/app', upstream: '10.0.0.1:80' });
    const changed = set.split('\n').filter((line, i) => line !== built.split('\n')[i]);
    expect(changed).toEqual(['  server 10.0.0.1:80; # deploy:upstream', '  listen 9000; # deploy:listen', '  root /srv/app; # deploy:root']);
    expect(() => deployed(built.replace('# deploy:upstream', ''), { listen: '1', root: '/', upstream: 'x:1' })).toThrow(/deploy:upstream/);
  });

  test('the upstream is named in one place', () => {
    const built = readFileSync(path.join(work, 'dist', NGINX_FILE), 'utf8');
    expect(built.match(/# deploy:upstream/g)).toHaveLength(1);
    expect(built.match(/proxy_pass http:\/\/driver_app_backend;/g)).toHaveLength(2);
  });
});
