import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accepts, staticAnswer } from '../../scripts/staticFiles';
import { APP, serveBuildFolder } from '../support/servedBuild';

/**
 * `npm run preview` (scripts/preview-server.ts) as a black box, over a build of our own in a temporary folder
 * (test/support/servedBuild.ts: the same cases nginx is held to, test/nginx/nginxServer.test.ts), and its resolver.
 */
const workFolder = serveBuildFolder('scripts/preview-server.ts');

describe('the resolver itself (scripts/staticFiles.ts)', () => {
  const dist = () => path.join(workFolder(), 'dist');

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
    const withEarly = path.join(workFolder(), 'dist-with-early');
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

  test('Accept-Encoding: named with q above 0 (a bare * is not, as nginx reads it)', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true);
    expect(accepts('gzip, br;q=0', 'br')).toBe(false);
    expect(accepts('*', 'br')).toBe(false);
    expect(accepts('gzip', 'br')).toBe(false);
    expect(accepts('', 'gzip')).toBe(false);
  });
});
