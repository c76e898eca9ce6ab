/**
 * How a build folder (dist/, dist-embedded/) is served, the way production's CDN must serve it (docs/production.md, "How dist/
 * is served in production"): used by `npm run preview` (scripts/preview-server.ts), tested in
 * test/scripts/previewServer.test.ts.
 *
 * - Never a file outside the folder: the decoded path must resolve to the folder or below it (root + separator,
 *   so a sibling folder starting with the same name, `dist-embedded` beside `dist`, is outside), and the real path
 *   (links followed) too. A path with NUL, a backslash, a `..` segment, an escape left after decoding (a
 *   double-encoded `%252e`) or a broken escape is refused before anything is looked up.
 * - Hashed assets (`assets/name.0123abcd.js`) are cached for a year as immutable; everything else (index.html,
 *   sw.js, the app routes) is `no-cache`, so a deploy is seen at once.
 * - The precompressed copy (`.br`, else `.gz`) for a client that accepts it.
 * - App routes (a path without an extension, outside `assets/` and the API prefixes) get index.html, except the pages
 *   a reminder opens (config/entryRoutes.json `earlyReads`), which get early.html when the build has one
 *   (scripts/early-html.mjs: their reads go out from its <head>); a missing file is a 404.
 * - The files the build leaves for the server (security-headers.json, nginx.conf) are never served.
 * - The security headers the build wrote beside the pages (security-headers.json, scripts/securityHeaders.ts): the
 *   pages' Content-Security-Policy on every HTML answer, the others on every answer. A folder without the file (a
 *   build from before, the benchmarks' script-free floor) is served without them.
 */
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { earlyReads } from '../config/entryRoutes.json';
import { cameOverHttps, overPlainHttp, type SecurityHeaders } from './securityHeaders';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Paths that are never the app: the build's assets and the back ends' prefixes (a miss there is a 404). */
export const NOT_APP_PREFIXES = ['assets', 'api', 'booking', '__mock'];
const NOT_APP_ROUTES = new RegExp(`^/(?:${NOT_APP_PREFIXES.join('|')})(?:/|$)`);
/** What the build leaves in the folder for the server, not for the phone: never served. */
export const BUILD_ONLY_FILES = ['security-headers.json', 'nginx.conf'];
const EARLY_PAGES = new Set(earlyReads);

/** A content-hashed file name, as webpack writes them (`[name].[contenthash:8].js`). */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/;

/** Whether `candidate` (resolved) is `root` itself or below root + separator: `dist-embedded` is not inside `dist`. */
function inside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

/**
 * The request target's path, decoded once and checked; null when it must be refused (NUL, backslash, `..`, an
 * escape still there after decoding, a broken escape, not absolute).
 */
export function decodedPath(target: string): string | null {
  const rawPath = target.split(/[?#]/, 1)[0] ?? '';
  if (!rawPath.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // Double-encoded: a proxy or CDN in front might decode again, so what would become a separator or dot is refused.
  if (/%[0-9a-f]{2}/i.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  return decoded;
}

/**
 * The file under `root` the request target names, or null (refused, or nothing there). Resolved, then required to
 * be the root or under root + separator, before and after following links.
 */
export function resolveStaticPath(root: string, target: string): string | null {
  const base = path.resolve(root);
  const decoded = decodedPath(target);
  if (decoded === null) return null;
  const full = path.resolve(base, '.' + decoded);
  if (!inside(base, full)) return null;
  if (!existsSync(full)) return null;
  let real: string;
  try {
    real = realpathSync(full);
  } catch {
    return null;
  }
  if (!inside(realpathSync(base), real)) return null;
  return statSync(real).isFile() ? real : null;
}

export type StaticAnswer = { kind: 'file'; file: string; cacheControl: string } | { kind: 'refused' } | { kind: 'missing' };

/** What to answer for a request target: the file (or the app for an app route), refused, or missing. */
export function staticAnswer(root: string, target: string): StaticAnswer {
  const decoded = decodedPath(target);
  if (decoded === null) return { kind: 'refused' };
  const base = path.resolve(root);
  if (!inside(base, path.resolve(base, '.' + decoded))) return { kind: 'refused' };
  if (BUILD_ONLY_FILES.some((name) => path.resolve(base, '.' + decoded) === path.join(base, name))) return { kind: 'missing' };
  const file = resolveStaticPath(base, target);
  if (file) return { kind: 'file', file, cacheControl: cacheControlFor(base, file) };
  // App routes (no file extension, not under assets/ or an API prefix) get the app; a missing file is a real 404.
  if (!path.extname(decoded) && !NOT_APP_ROUTES.test(decoded)) {
    const index = (EARLY_PAGES.has(decoded) && resolveStaticPath(base, '/early.html')) || resolveStaticPath(base, '/index.html');
    if (index) return { kind: 'file', file: index, cacheControl: REVALIDATE };
  }
  return { kind: 'missing' };
}

/** A year, immutable, for the content-hashed files under assets/; revalidate everything else (index.html, sw.js). */
export function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(realpathSync(path.resolve(root)), file).split(path.sep).join('/');
  return relative.startsWith('assets/') && HASHED_ASSET.test(relative) ? IMMUTABLE : REVALIDATE;
}

/**
 * Whether an Accept-Encoding header accepts `coding`: named, with a q above 0. A bare `*` is not taken for br or gzip,
 * as nginx's gzip_static and brotli_static do not: every browser names what it takes.
 */
export function accepts(header: string, coding: string): boolean {
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name.trim() === coding) return weight > 0;
  }
  return false;
}

/** The security headers a build folder carries (security-headers.json), or null when it has none. */
export function securityHeadersOf(root: string): SecurityHeaders | null {
  const file = path.join(root, 'security-headers.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SecurityHeaders) : null;
}

/** The headers every answer of the origin carries, files and back ends' answers alike. */
export function setEveryHeaders(res: ServerResponse, security: SecurityHeaders | null) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(security?.every ?? {})) res.setHeader(name, value);
}

/** Serves `root` with production's headers; anything refused or missing is a plain 404. */
export function createStaticHandler(root: string) {
  const security = securityHeadersOf(root);
  return function serveStatic(req: IncomingMessage, res: ServerResponse) {
    setEveryHeaders(res, security);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Method not allowed');
      return;
    }
    const answer = staticAnswer(root, req.url ?? '/');
    if (answer.kind !== 'file') {
      res.statusCode = 404;
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
      return;
    }
    const { file, cacheControl } = answer;
    const accept = String(req.headers['accept-encoding'] ?? '');
    let served = file;
    if (accepts(accept, 'br') && existsSync(file + '.br')) {
      served = file + '.br';
      res.setHeader('Content-Encoding', 'br');
    } else if (accepts(accept, 'gzip') && existsSync(file + '.gz')) {
      served = file + '.gz';
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControl);
    if (file.endsWith('.html') && security) {
      for (const [name, value] of Object.entries(cameOverHttps(req) ? security.pages : overPlainHttp(security.pages))) res.setHeader(name, value);
    }
    res.setHeader('Content-Length', statSync(served).size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(served).pipe(res);
  };
}
