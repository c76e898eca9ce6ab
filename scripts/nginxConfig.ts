/**
 * The nginx server for a build folder, generated from the rules the preview serves by (scripts/staticFiles.ts) and
 * the build's own security headers (security-headers.json): `tsx scripts/nginxConfig.ts [folder]` runs in
 * `npm run build` and `npm run build:embedded` after the headers and writes `<folder>/nginx.conf`.
 *
 * The file is for nginx's `http {}` block (`include /srv/driver-app/dist/nginx.conf;`): an upstream for the back
 * ends, a map per page header (plain http or HTTPS) and one `server`. The lines a deployment changes end in
 * `# deploy:<what>` (where it listens, the folder, the API's address, the mock's control API); everything else is the
 * build's and is made again with it. `npm run serve:nginx` (scripts/serve-nginx.ts) serves it as it is with only
 * those lines set; test/scripts/nginxParity.test.ts holds it to the preview answer for answer.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { earlyReads } from '../config/entryRoutes.json';
import { overPlainHttp, type SecurityHeaders } from './securityHeaders';
import { BUILD_ONLY_FILES, HASHED_ASSET, IMMUTABLE, NOT_APP_PREFIXES, REVALIDATE, securityHeadersOf, TYPES } from './staticFiles';

/** The file the build writes beside the pages. */
export const NGINX_FILE = 'nginx.conf';

export interface NginxOptions {
  /** The build folder, absolute. */
  root: string;
  /** What `listen` says (a port, or address:port). */
  listen: string;
  /** The back ends' address (host:port), one for /api/ and /booking/. */
  upstream: string;
}

/** A value as an nginx string: double-quoted, with `"` and `\` escaped (a policy holds both kinds of quote). */
export function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`nginx: a header value with $ would be read as a variable: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The variable that holds a page header's value for this answer (a map on plain http or HTTPS). */
function pageVariable(name: string): string {
  return `$driver_app_${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
}

/**
 * nginx's `add_header` lines for an answer: the every-answer headers (also on errors: `always`), then the answer's
 * own. A location that adds any header inherits none from outside, so every location writes the whole set.
 */
function headerLines(security: SecurityHeaders | null, own: [string, string][], { page = false, always = false } = {}): string[] {
  const lines = [`add_header X-Content-Type-Options nosniff always;`];
  for (const [name, value] of Object.entries(security?.every ?? {})) {
    if (name.toLowerCase() !== 'x-content-type-options') lines.push(`add_header ${name} ${quoted(value)} always;`);
  }
  // Without `always`, only on a 2xx or 3xx answer: a 404 in the same location keeps @missing's own.
  for (const [name, value] of own) lines.push(`add_header ${name} ${quoted(value)}${always ? ' always' : ''};`);
  // An empty value sends no header: Reporting-Endpoints over plain http.
  if (page && security) for (const name of Object.keys(security.pages)) lines.push(`add_header ${name} ${pageVariable(name)};`);
  return lines;
}

/**
 * What every location of the build's files refuses first, in the preview's order: a method other than GET and HEAD
 * (405), then a path with an escape left after decoding once (double-encoded) or a backslash (404, decodedPath).
 * The back ends' paths are theirs to judge, as behind the preview.
 */
const GUARDS = [
  'if ($request_method !~ ^(?:GET|HEAD)$) { return 405; }',
  'if ($uri ~ "%[0-9A-Fa-f]{2}|\\\\\\\\") { return 404; }',
];

/** A file answer's own headers: its caching, and that its body depends on Accept-Encoding. */
const fileHeaders = (cacheControl: string): [string, string][] => [['Cache-Control', cacheControl], ['Vary', 'Accept-Encoding']];

/** The maps from "$https|$http_x_forwarded_proto" to each page header's value (cameOverHttps, overPlainHttp). */
function pageHeaderMaps(security: SecurityHeaders): string[] {
  const plain = overPlainHttp(security.pages);
  return Object.entries(security.pages).flatMap(([name, overHttps]) => [
    `map "$https|$http_x_forwarded_proto" ${pageVariable(name)} {`,
    `  default ${quoted(plain[name] ?? '')};`,
    `  "~^on\\|" ${quoted(overHttps)};`,
    `  "~\\|https$" ${quoted(overHttps)};`,
    '}',
  ]);
}

const indent = (lines: string[], by = '  ') => lines.map((line) => (line ? by + line : line));

/** The nginx configuration for `root` served with `security` (null: a folder without security headers). */
export function nginxConfig(security: SecurityHeaders | null, options: NginxOptions): string {
  const types = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(TYPES)) {
    const mime = type.split(';')[0] ?? type;
    types.set(mime, [...(types.get(mime) ?? []), ext.slice(1)]);
  }
  // text/html is always one of them.
  const charsetTypes = [...new Set(Object.values(TYPES).filter((t) => t.includes('charset=')).map((t) => t.split(';')[0]))].filter((t) => t !== 'text/html');
  /**
   * A location of the build's files, indented one step inside the server: the guards, the files it tries (else a
   * 404), a file answer's headers (a page's too where `page`), and any location nested in it.
   */
  const filesAt = (match: string, tryFiles: string, cacheControl: string, page = false, nested: string[] = []): string[] =>
    indent([
      `location ${match} {`,
      ...indent(GUARDS),
      `  try_files ${tryFiles} =404;`,
      ...indent(headerLines(security, fileHeaders(cacheControl), { page })),
      ...nested,
      '}',
    ]);
  const proxy = (prefix: string) => [
    `location ^~ ${prefix} {`,
    '  proxy_pass http://driver_app_backend;',
    ...indent(headerLines(security, [])),
    '}',
  ];
  return [
    `# nginx for ${path.basename(options.root)}/, generated by the build (scripts/nginxConfig.ts) from the rules of`,
    '# scripts/staticFiles.ts and this build\'s security-headers.json: make it again with the build, never edit it.',
    '# Include it in http {}. Needs gzip_static (in nginx) and brotli_static (Debian: libnginx-mod-http-brotli-static).',
    '# A deployment changes only the lines that end in "# deploy:…". docs/production.md has each rule and its reason.',
    '',
    '# The back ends, named once: /api/ and /booking/ go here.',
    'upstream driver_app_backend {',
    `  server ${options.upstream}; # deploy:upstream`,
    '  keepalive 16;',
    '}',
    '',
    '# A page\'s headers over HTTPS (TLS here, or a proxy in front that says X-Forwarded-Proto: https) and over plain',
    '# http, where Chromium would send its reports nowhere: no report-to, no Reporting-Endpoints.',
    ...(security ? pageHeaderMaps(security) : []),
    '# What the back ends are told the phone came over: a proxy\'s word in front, else this server\'s.',
    'map $http_x_forwarded_proto $driver_app_proto {',
    '  default $http_x_forwarded_proto;',
    '  "" $scheme;',
    '}',
    '',
    'server {',
    `  listen ${options.listen}; # deploy:listen`,
    `  root ${options.root}; # deploy:root`,
    '  server_tokens off;',
    // No disable_symlinks: with it, brotli_static served gzip to some requests that accept br (ngx_brotli issue 123,
    // seen here). The build writes no link; the deployment copies none in (docs/production.md).
    '  types {',
    ...[...types].map(([mime, exts]) => `    ${mime} ${exts.join(' ')};`),
    '  }',
    '  default_type application/octet-stream;',
    '  charset utf-8;',
    `  charset_types ${charsetTypes.join(' ')};`,
    '  # The build\'s .br and .gz copies, never compressed on the fly; also for a client behind a proxy.',
    '  gzip off;',
    '  gzip_static on;',
    '  brotli_static on;',
    '  gzip_proxied any;',
    '  gzip_vary off;',
    '  etag off;',
    '  if_modified_since off;',
    '  client_max_body_size 12m;',
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    '  proxy_set_header Host $http_host;',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Proto $driver_app_proto;',
    ...Object.keys(security?.every ?? {}).map((name) => `  proxy_hide_header ${name};`),
    '',
    '  # Anything refused or missing: a plain 404, never a page (a stale chunk must fail as a chunk).',
    '  error_page 404 @missing;',
    '  location @missing {',
    ...indent(headerLines(security, [['Cache-Control', 'no-store']], { always: true }), '    '),
    '    types { }',
    '    default_type text/plain;',
    '    return 404 "Not found";',
    '  }',
    '  # GET and HEAD only, as a folder of files answers.',
    '  error_page 405 @method;',
    '  location @method {',
    ...indent(headerLines(security, [['Allow', 'GET, HEAD'], ['Cache-Control', 'no-store']], { always: true }), '    '),
    '    types { }',
    '    default_type text/plain;',
    '    return 405 "Method not allowed";',
    '  }',
    '',
    '  # The back ends.',
    ...indent(['/api/', '/booking/'].flatMap(proxy)),
    '  location ^~ /__mock/ { return 404; } # deploy:mock',
    // Exact, not a regex: /api would otherwise be redirected to /api/ (a location ending in / that proxies).
    ...NOT_APP_PREFIXES.map((prefix) => `  location = /${prefix} { return 404; }`),
    ...BUILD_ONLY_FILES.map((file) => `  location = /${file} { return 404; }`),
    '',
    '  # Content-hashed assets: a year, immutable; the rest of assets/ is revalidated. A miss is a 404.',
    ...filesAt('^~ /assets/', '$uri', REVALIDATE, false, filesAt(`~ "${HASHED_ASSET.source}"`, '$uri', IMMUTABLE)),
    '',
    '  # The pages a reminder opens, by their exact path: early.html, whose <head> sends their reads.',
    ...earlyReads.flatMap((route) => filesAt(`= ${route}`, '/early.html /index.html', REVALIDATE, true)),
    '',
    '  # A path with a file extension is that file or a 404; a page (.html) carries the pages\' headers.',
    ...filesAt('~ "/\\.*[^/.][^/]*\\.[^/]*$"', '$uri', REVALIDATE, false, filesAt('~ "\\.html$"', '$uri', REVALIDATE, true)),
    '',
    '  # Every other path is an app route: the app (index.html), which shows its own 页面不存在 for one it does not know.',
    ...filesAt('/', '/index.html', REVALIDATE, true),
    '}',
    '',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}

export interface Deployment extends NginxOptions {
  /** More addresses to listen on (`[::]:8080` beside `8080`). */
  alsoListen?: string[];
  /** Proxy the mock's control API (/__mock/) to the upstream: only where the upstream is the mock. */
  mockControl?: boolean;
}

/**
 * The build's file with a deployment's lines set, and nothing else changed: what an operator does by hand, and what
 * `npm run serve:nginx` does. A file without one of the marked lines is not the build's: refused.
 */
export function deployed(built: string, deployment: Deployment): string {
  // The mock's control API is proxied as /api/ is, with the same headers.
  const api = /location \^~ \/api\/ \{\n([\s\S]*?)\n\s*\}/.exec(built)?.[1];
  if (!api) throw new Error('nginx: no /api/ location: not a file the build wrote');
  const set: Record<string, string> = {
    listen: [deployment.listen, ...(deployment.alsoListen ?? [])].map((address) => `  listen ${address}; # deploy:listen`).join('\n'),
    root: `  root ${deployment.root}; # deploy:root`,
    upstream: `  server ${deployment.upstream}; # deploy:upstream`,
    mock: deployment.mockControl
      ? `  location ^~ /__mock/ { ${api.split('\n').map((line) => line.trim()).join(' ')} } # deploy:mock`
      : '  location ^~ /__mock/ { return 404; } # deploy:mock',
  };
  const seen = new Set<string>();
  const out = built.replace(/^.*# deploy:(\w+)$/gm, (line, what: string) => {
    seen.add(what);
    return set[what] ?? line;
  });
  const missing = Object.keys(set).filter((what) => !seen.has(what));
  if (missing.length) throw new Error(`nginx: no "# deploy:${missing.join('", "# deploy:')}" line: not a file the build wrote`);
  return out;
}

/** What the build writes: served from where it was built, on port 80, with the back ends on this machine's 8081. */
export function builtNginxConfig(dir: string): string {
  return nginxConfig(securityHeadersOf(dir), { root: dir, listen: '80', upstream: '127.0.0.1:8081' });
}

function main() {
  const folder = process.argv[2] ?? 'dist';
  const dir = path.resolve(__dirname, '..', folder);
  writeFileSync(path.join(dir, NGINX_FILE), builtNginxConfig(dir));
  console.log(`nginx: ${folder}/${NGINX_FILE} (include it in http {}; the lines a deployment sets end in "# deploy:")`);
}

if (require.main === module) main();
