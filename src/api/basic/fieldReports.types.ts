import * as v from 'valibot';
import { int, num } from '../../lib/schema';

/**
 * Field reports: how the app does on drivers' phones (speed, errors, white screens, failed calls), sent in batches
 * when a page is hidden. Nothing personal is in a report by construction: a page is its route template (never the
 * address or its query), a call is its path template, an error is its kind, name, a masked message and the file it
 * came from; free text, plates, phones, names, ids and tokens are never read into it (docs/rules/field-reports.md).
 */

/** Where the app runs: the native shell, WeChat, Alipay or a plain browser (the bridge actually there, not the link's clientType). */
export const FIELD_CLIENTS = ['app', 'wechat', 'alipay', 'browser'] as const;
export const FieldClient = v.picklist(FIELD_CLIENTS);
export type FieldClient = v.InferOutput<typeof FieldClient>;

/** A route template as the router declares it ('/plates/:plateId'), or 'other' for an address it does not know. */
const route = v.pipe(v.string(), v.maxLength(80), v.regex(/^(\/[\w:/.-]*|other)$/));
/** A short code-like word (a phase, an error's name, an action's type): no spaces, nothing a driver typed. */
const word = v.pipe(v.string(), v.maxLength(80), v.regex(/^[\w$./:-]*$/));

/**
 * What each page view measured (web-vitals): LCP, INP, CLS and TTFB of the page the phone opened; FIGURE when a page
 * a reminder opens first showed its figure (ms from the start of the navigation).
 */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FIGURE'] as const;
export const FieldMetric = v.picklist(FIELD_METRICS);
export type FieldMetric = v.InferOutput<typeof FieldMetric>;

export const FieldVital = v.object({
  type: v.literal('vital'),
  name: FieldMetric,
  route,
  /** Milliseconds (CLS: the unitless score). */
  value: v.pipe(num, v.minValue(0)),
  rating: v.picklist(['good', 'needs-improvement', 'poor']),
  /**
   * INP only, from the Long Animation Frame the slow interaction fell in: the script that ran longest (its file
   * without query, and what called it: 'click handler', 'setTimeout'…) and the phase that took most of the time.
   */
  script: v.optional(v.pipe(v.string(), v.maxLength(160))),
  phase: v.optional(v.picklist(['inputDelay', 'processingDuration', 'presentationDelay'])),
});
export type FieldVital = v.InferOutput<typeof FieldVital>;

/**
 * What went wrong: an uncaught error, an unhandled rejection, a page the router's error page replaced, a chunk that
 * failed to load, a page still white; before the app had started: one of its own scripts that failed to load
 * (`entry`: the entry, a vendor file, a page's code named by index.html; `source` is the file) and an app that had not
 * started 8 s after the page opened (`notStarted`). Both are reported by index.html itself (src/page/startWatch.js).
 */
export const FIELD_ERROR_KINDS = ['error', 'rejection', 'route', 'chunk', 'whiteScreen', 'entry', 'notStarted'] as const;

export const FieldError = v.object({
  type: v.literal('error'),
  kind: v.picklist(FIELD_ERROR_KINDS),
  route,
  /** The error's constructor name (TypeError, ChunkLoadError…), or the kind's own word. */
  name: word,
  /** The message with anything that could be a value masked (digits, quoted text, non-ASCII, long tokens): '#' and '…'. */
  message: v.pipe(v.string(), v.maxLength(200)),
  /** The script and place it came from (file without query:line:column), when the browser said. */
  source: v.optional(v.pipe(v.string(), v.maxLength(160))),
  /** The last actions' types before it (at most 10), oldest first. */
  actions: v.pipe(v.array(word), v.maxLength(10)),
});
export type FieldError = v.InferOutput<typeof FieldError>;

/** Failed calls of this page view, counted by the call's template and the envelope's (or the transport's) code. */
export const FieldApiFailure = v.object({
  type: v.literal('api'),
  /** 'GET /charge/v2/api/bills/{}': a segment holding a digit or anything not ASCII becomes {}. */
  call: v.pipe(v.string(), v.maxLength(120), v.regex(/^(GET|POST|PUT|DELETE) \/[\w/{}.-]*$/)),
  code: word,
  count: v.pipe(int, v.minValue(1)),
  route,
});
export type FieldApiFailure = v.InferOutput<typeof FieldApiFailure>;

export const FieldRecord = v.variant('type', [FieldVital, FieldError, FieldApiFailure]);
export type FieldRecord = v.InferOutput<typeof FieldRecord>;

/** One batch: the page view's circumstances once, then its records (at most 50). */
export const FieldReportBatch = v.object({
  /** The build's version (package.json). */
  version: v.pipe(v.string(), v.maxLength(40)),
  client: FieldClient,
  /** 长辈模式 was on. */
  elder: v.boolean(),
  /** The page came from the service worker, not the network. */
  fromWorker: v.boolean(),
  /**
   * The app had not started (mounted) when the batch left: sent by index.html's own sender (src/page/fieldQueue.js)
   * because the field code had not come — the driver left first, or the app's code failed — or by the field code on an
   * app that never started. Missing: false. The summary counts these records apart ("gave up before the app started").
   */
  beforeApp: v.optional(v.boolean()),
  records: v.pipe(v.array(FieldRecord), v.minLength(1), v.maxLength(50)),
});
export type FieldReportBatch = v.InferOutput<typeof FieldReportBatch>;

/** The server's answer: the share of page views that report from now on (0–1), kept by the phone for its next ones. */
export const FieldReportAnswer = v.object({ sampleRate: v.pipe(num, v.minValue(0), v.maxValue(1)) });
export type FieldReportAnswer = v.InferOutput<typeof FieldReportAnswer>;

export const FIELD_REPORTS_PATH = '/basic/v2/api/fieldReports';
