import type { CspReportUriBody, CspViolationReportBody, SecurityReportBody } from '../../src/api/basic/securityReports.types';
import { routeTemplate } from '../../src/app/field/fieldNames';

/**
 * What the security reports' call received (POST /basic/v2/api/securityReports), as a monitoring backend keeps it:
 * never the report, only what it may keep of it (docs/rules/field-reports.md, "Security policy violations"): the
 * document's route template, the directive, the blocked resource's kind or origin, the source file without its query
 * with line and column, the disposition, and whether a sample came (or its sink's code word). Identical violations
 * are one row with a count. Kept across the mock's reset (backend.ts), as the field reports are.
 */

/** What was blocked when it is not a URL's origin: the browsers' own words (the CSP spec's), and 'unknown' for none. */
export const BLOCKED_KINDS = ['inline', 'eval', 'trusted-types-sink', 'trusted-types-policy', 'data', 'blob', 'unknown'] as const;

/** Trusted Types' own words a sample may start with: a code word, never the page's text. */
const SAMPLE_CODE_WORDS = new Set(['TrustedHTML', 'TrustedScript', 'TrustedScriptURL']);

export interface Violation {
  /** The document's route template ('/plates/:id'), or 'other': never its address, query or fragment. */
  route: string;
  /** 'script-src-elem', 'require-trusted-types-for'…, or 'other' when the browser said nothing a word could be. */
  directive: string;
  /** One of BLOCKED_KINDS, or the blocked URL's origin ('https://cdn.example.com'). */
  blocked: string;
  /** The script the violation came from: origin and path (no query, no fragment; value-like segments masked), with line and column. */
  source?: string;
  disposition: 'enforce' | 'report';
  /** Whether the browser sent a sample (its text is never kept). */
  sample: boolean;
  /** The sample's code word ('TrustedHTML'), or a Trusted Types sink's name ('Element innerHTML'): nothing the page held. */
  sampleWord?: string;
}

export interface KeptViolation extends Violation {
  count: number;
  firstAt: number;
  lastAt: number;
  /** The sequence numbers of the reports counted here (the last 1,000): a test reads only what came after a mark (`?after=`). */
  seqs: number[];
}

export interface SecurityReportTables {
  securityReports: KeptViolation[];
  /** Reports received so far (each violation one): the sequence `?after=` marks against. */
  securityReportSeq: number;
}

export function seedSecurityReports(): SecurityReportTables {
  return { securityReports: [], securityReportSeq: 0 };
}

/** The most rows a mock keeps (each a distinct violation): a long run must not grow its memory without end. */
export const SECURITY_REPORTS_KEPT = 5_000;

/** A URL the browser wrote, or null when it is none a URL parser takes. */
function parse(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** An origin as text ('https://host:port'), also for schemes whose URL.origin is 'null' (extensions); hosts only. */
function originOf(u: URL): string {
  return `${u.protocol}//${u.host}`.toLowerCase().slice(0, 120);
}

/** The document's route: its path masked as the field reports mask it (a segment with a digit or anything not ASCII is ':id'). */
export function documentRoute(documentUrl: string | null | undefined): string {
  const u = documentUrl ? parse(documentUrl) : null;
  if (!u) return 'other';
  return routeTemplate(undefined, u.pathname);
}

/** A file name a build writes ('main.1a2b3c4d.js', '8123.chunk.css'): code words, a short hash; never a long run of digits. */
const FILE_NAME = /^[\w.-]{1,100}\.(m?js|css)$/;

/**
 * Where the violation came from: the file's origin and path, its directories masked as a route and its name kept when
 * it is a built file's (else ':id'), no query, no fragment; ':line:column' when the browser said.
 */
export function sourcePlace(file: string | null | undefined, line: number | null | undefined, column: number | null | undefined): string | undefined {
  const u = file ? parse(file) : null;
  if (!u) return undefined;
  const segments = u.pathname.split('/').filter(Boolean);
  const name = segments.pop();
  const dirs = segments.map((s) => (/^[A-Za-z][\w-]{0,40}$/.test(s) && !/\d{3,}/.test(s) ? s : ':id'));
  const kept = name === undefined ? [] : [...dirs, FILE_NAME.test(name) && !/\d{6,}/.test(name.replace(/\.[a-f\d]{6,32}\./i, '.')) ? name : ':id'];
  const place = [line, column].filter((n): n is number => typeof n === 'number' && n > 0).join(':');
  return `${originOf(u)}/${kept.join('/')}${place ? `:${place}` : ''}`.slice(0, 200);
}

/** The blocked resource as a kind (the browser's keyword, a data: or blob: URL's scheme) or the blocked URL's origin only. */
export function blockedKind(blocked: string | null | undefined, documentUrl?: string | null): string {
  const raw = (blocked ?? '').trim();
  if (!raw) return 'unknown';
  const word = raw.toLowerCase();
  if ((BLOCKED_KINDS as readonly string[]).includes(word)) return word;
  if (word === 'wasm-eval') return 'eval';
  // Old Firefox and WebKit: 'self' for the document's own origin, a scheme alone ('data', 'blob:') for those.
  if (word === 'self') return (documentUrl && parse(documentUrl) ? originOf(parse(documentUrl) as URL) : 'unknown');
  const scheme = /^([a-z][a-z\d+.-]*):?/.exec(word)?.[1];
  if (scheme === 'data' || scheme === 'blob') return scheme;
  const u = parse(raw);
  if (u && u.host) return originOf(u);
  // 'about:blank', 'filesystem:…', a scheme alone: the scheme is all that is kept.
  return scheme && scheme.length <= 20 ? scheme : 'unknown';
}

/** The directive as a word of the policy's ('script-src-elem'); WebKit's violated-directive carries its sources: the first word. */
export function directiveWord(effective: string | null | undefined, violated?: string | null): string {
  const word = (effective || violated || '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return /^[a-z][a-z-]{1,39}$/.test(word) ? word : 'other';
}

/**
 * What is kept of a sample: whether there was one, and only its code word. Chromium's Trusted Types reports write the
 * sink before a '|' ('Element innerHTML|<b>…'): in a sink's report (`trustedTypesSink`) the sink's name is kept when
 * it is code words, never what follows; any other sample (an inline script's first characters) keeps no part of it.
 */
export function sampleOf(sample: string | null | undefined, trustedTypesSink = false): { sample: boolean; sampleWord?: string } {
  if (!sample) return { sample: false };
  const bar = sample.indexOf('|');
  if (bar > 0 && trustedTypesSink) {
    const sink = sample.slice(0, bar).trim();
    if (/^[A-Za-z]{1,40}(?:[ .][A-Za-z]{1,40}){0,2}$/.test(sink)) return { sample: true, sampleWord: sink };
    return { sample: true };
  }
  const first = sample.trim().split(/[\s(|]/)[0] ?? '';
  return SAMPLE_CODE_WORDS.has(first) ? { sample: true, sampleWord: first } : { sample: true };
}

type ReportUri = CspReportUriBody['csp-report'];

function fromReportUri(r: ReportUri): Violation {
  return violation({
    documentURL: r['document-uri'], blockedURL: r['blocked-uri'], effectiveDirective: r['effective-directive'], violated: r['violated-directive'],
    sourceFile: r['source-file'], lineNumber: r['line-number'], columnNumber: r['column-number'], sample: r['script-sample'], disposition: r.disposition,
  });
}

function violation(b: CspViolationReportBody & { violated?: string }): Violation {
  const directive = directiveWord(b.effectiveDirective, b.violated);
  const blocked = blockedKind(b.blockedURL, b.documentURL);
  return {
    route: documentRoute(b.documentURL),
    directive,
    blocked,
    source: sourcePlace(b.sourceFile, b.lineNumber, b.columnNumber),
    disposition: b.disposition === 'report' || b.disposition === 'reporting' ? 'report' : 'enforce',
    ...sampleOf(b.sample, blocked === 'trusted-types-sink' || directive === 'require-trusted-types-for'),
  };
}

/** The violations a body holds, each reduced to what may be kept: one for the old shape, one per 'csp-violation' report of the new (others ignored). */
export function violationsOf(body: SecurityReportBody): Violation[] {
  if (!Array.isArray(body)) return [fromReportUri(body['csp-report'])];
  return body.flatMap((report) => (report.type === 'csp-violation' && 'body' in report ? [violation(report.body)] : []));
}

/** The sequence numbers a row remembers, enough for any test's mark. */
const SEQS_KEPT = 1_000;
const lastSeqOf = (r: KeptViolation) => r.seqs[r.seqs.length - 1] ?? 0;

const keyOf = (x: Violation) => JSON.stringify([x.route, x.directive, x.blocked, x.source ?? '', x.disposition, x.sample, x.sampleWord ?? '']);

/** Counts each violation into its row (a new one when it was not seen before). */
export function keepViolations(tables: SecurityReportTables, violations: Violation[], now: number): void {
  for (const x of violations) {
    tables.securityReportSeq += 1;
    const key = keyOf(x);
    const row = tables.securityReports.find((r) => keyOf(r) === key);
    if (row) {
      Object.assign(row, { count: row.count + 1, lastAt: now });
      row.seqs.push(tables.securityReportSeq);
      if (row.seqs.length > SEQS_KEPT) row.seqs.splice(0, row.seqs.length - SEQS_KEPT);
    } else {
      const { source, ...rest } = x;
      tables.securityReports.push({ ...rest, ...(source === undefined ? {} : { source }), count: 1, firstAt: now, lastAt: now, seqs: [tables.securityReportSeq] });
    }
  }
  const over = tables.securityReports.length - SECURITY_REPORTS_KEPT;
  if (over > 0) {
    tables.securityReports.sort((a, b) => lastSeqOf(a) - lastSeqOf(b));
    tables.securityReports.splice(0, over);
  }
}

export interface ViolationSummary {
  /** Violations counted (each report one). */
  total: number;
  /** The last report's sequence number: pass it back as `?after=` to read only what comes next. */
  lastSeq: number;
  /** By directive × blocked kind × route, the newest first. */
  violations: {
    directive: string;
    blocked: string;
    route: string;
    count: number;
    lastAt: number;
    dispositions: ('enforce' | 'report')[];
    sources: string[];
    sampleWords: string[];
  }[];
}

/**
 * What a monitoring console shows: the violations counted by directive × blocked kind × route, the newest first, and
 * the total. `after` (the `lastSeq` of an earlier summary) counts only the reports received since.
 */
export function summarizeViolations(tables: SecurityReportTables, after = 0): ViolationSummary {
  const groups = new Map<string, ViolationSummary['violations'][number] & { seq: number }>();
  for (const r of tables.securityReports) {
    const count = after > 0 ? r.seqs.filter((n) => n > after).length : r.count;
    if (!count) continue;
    const key = JSON.stringify([r.directive, r.blocked, r.route]);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { directive: r.directive, blocked: r.blocked, route: r.route, count: 0, lastAt: 0, seq: 0, dispositions: [], sources: [], sampleWords: [] }));
    g.count += count;
    g.lastAt = Math.max(g.lastAt, r.lastAt);
    g.seq = Math.max(g.seq, lastSeqOf(r));
    if (!g.dispositions.includes(r.disposition)) g.dispositions.push(r.disposition);
    if (r.source && !g.sources.includes(r.source)) g.sources.push(r.source);
    if (r.sampleWord && !g.sampleWords.includes(r.sampleWord)) g.sampleWords.push(r.sampleWord);
  }
  const violations = [...groups.values()].sort((a, b) => b.seq - a.seq).map(({ seq: _seq, ...g }) => g);
  return { total: violations.reduce((n, g) => n + g.count, 0), lastSeq: tables.securityReportSeq, violations };
}
