import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtNginxConfig, deployed, NGINX_FILE } from '../../scripts/nginxConfig';
import { serveBuildFolder } from '../support/servedBuild';

/**
 * nginx with the file the build writes (scripts/nginxConfig.ts), started by `npm run serve:nginx` over a build of our
 * own in a temporary folder: the same cases as the preview (test/support/servedBuild.ts). Needs Debian's nginx and
 * its brotli module (`npm run test:nginx`; CI installs them).
 */
const workFolder = serveBuildFolder('scripts/serve-nginx.ts', (dist) => writeFileSync(path.join(dist, NGINX_FILE), builtNginxConfig(dist)));

describe('the build\'s file', () => {
  test('a deployment sets only its marked lines; a file without them is refused', () => {
    const built = builtNginxConfig(path.join(workFolder(), 'dist'));
    const set = deployed(built, { listen: '9000', root: '/srv/app', upstream: '10.0.0.1:80' });
    const changed = set.split('\n').filter((line, i) => line !== built.split('\n')[i]);
    expect(changed).toEqual(['  server 10.0.0.1:80; # deploy:upstream', '  listen 9000; # deploy:listen', '  root /srv/app; # deploy:root']);
    expect(() => deployed(built.replace('# deploy:upstream', ''), { listen: '1', root: '/', upstream: 'x:1' })).toThrow(/deploy:upstream/);
  });

  test('the upstream is named in one place', () => {
    const built = readFileSync(path.join(workFolder(), 'dist', NGINX_FILE), 'utf8');
    expect(built.match(/# deploy:upstream/g)).toHaveLength(1);
    expect(built.match(/proxy_pass http:\/\/driver_app_backend;/g)).toHaveLength(2);
  });
});
