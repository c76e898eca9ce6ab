import * as v from 'valibot';
import { num } from '../../lib/schema';

/**
 * Security policy violations: what a browser sends by itself when a page breaks the Content-Security-Policy (or its
 * Trusted Types), to the policy's `report-uri` and `report-to csp` (`Reporting-Endpoints: csp="…"`). The app never
 * sends these: the browser does, in one of two shapes, and ignores the answer. The shapes are the browsers' own, so
 * every field is as they may send it (missing, or null where the Reporting API says a value may be none); what the
 * server keeps of a report is far less (docs/rules/field-reports.md, "Security policy violations": no address, no
 * query, no sample text).
 */

/** A URL, a policy or a sample as a browser writes it: text, bounded so a report cannot be a load of its own. */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const url = text(4096);
/** Missing or null: the browser had none to give. */
const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));
/** A line, a column or an HTTP status: a whole number from 0 on. */
const count = v.pipe(num, v.integer(), v.minValue(0));
/** 'enforce' (Content-Security-Policy), 'report' (…-Report-Only); some pages of the Reporting API's era say 'reporting'. */
const disposition = v.picklist(['enforce', 'report', 'reporting']);

/**
 * The old shape (`report-uri`; `Content-Type: application/csp-report`), which WebKit and Firefox send:
 * `{"csp-report": {…}}` with the names hyphenated. Firefox fills the first eight with defaults; the rest may be
 * missing. `violated-directive` is the older name of `effective-directive` (WebKit: the directive with its sources).
 */
export const CspReportUriBody = v.object({
  'csp-report': v.object({
    'document-uri': v.optional(url),
    referrer: maybe(url),
    'violated-directive': v.optional(text(4096)),
    'effective-directive': v.optional(text(80)),
    'original-policy': v.optional(text(16384)),
    disposition: v.optional(disposition),
    /** 'inline', 'eval', 'trusted-types-sink', 'data', 'blob', a URL (cross-origin: cut to its origin)… */
    'blocked-uri': maybe(url),
    'line-number': maybe(count),
    'column-number': maybe(count),
    'source-file': maybe(url),
    'status-code': maybe(count),
    /** The first 40 characters of the blocked script or the sink's argument: may be anything a page held. */
    'script-sample': maybe(text(4096)),
  }),
});
export type CspReportUriBody = v.InferOutput<typeof CspReportUriBody>;

/** The Reporting API's body of a 'csp-violation' report (CSPViolationReportBody, serialized): camelCase. */
export const CspViolationReportBody = v.object({
  documentURL: v.optional(url),
  referrer: maybe(url),
  blockedURL: maybe(url),
  effectiveDirective: v.optional(text(80)),
  originalPolicy: v.optional(text(16384)),
  sourceFile: maybe(url),
  /** Trusted Types: the sink and the start of its argument, 'Element innerHTML|<b>…'; a policy: its name. */
  sample: maybe(text(4096)),
  disposition: v.optional(disposition),
  statusCode: maybe(count),
  lineNumber: maybe(count),
  columnNumber: maybe(count),
});
export type CspViolationReportBody = v.InferOutput<typeof CspViolationReportBody>;

/** One report of the Reporting API: a CSP violation, with how old it was when sent (ms), the page and the browser. */
export const CspViolationReport = v.object({
  type: v.literal('csp-violation'),
  age: v.optional(v.pipe(num, v.minValue(0))),
  url: v.optional(url),
  user_agent: v.optional(text(1024)),
  body: CspViolationReportBody,
});
export type CspViolationReport = v.InferOutput<typeof CspViolationReport>;

/**
 * Another report type that shares the endpoint ('deprecation', 'intervention', 'crash', 'coep'…): accepted and
 * ignored, its body not read (nothing of it is kept).
 */
export const OtherBrowserReport = v.object({
  type: v.pipe(v.string(), v.maxLength(64), v.regex(/^[\w-]+$/), v.notValue('csp-violation')),
  age: v.optional(num),
  url: v.optional(url),
});

/** What Chromium sends (`report-to`; `Content-Type: application/reports+json`): an array of reports, up to 100. */
export const ReportingApiBatch = v.pipe(v.array(v.variant('type', [CspViolationReport, OtherBrowserReport])), v.minLength(1), v.maxLength(100));
export type ReportingApiBatch = v.InferOutput<typeof ReportingApiBatch>;

/** The call's body: either shape (told apart by being an array or not); anything else is refused whole (400). */
export const SecurityReportBody = v.union([CspReportUriBody, ReportingApiBatch]);
export type SecurityReportBody = v.InferOutput<typeof SecurityReportBody>;

export const SECURITY_REPORTS_PATH = '/basic/v2/api/securityReports';

/** The media types browsers send the two shapes as (the OpenAPI document lists each with its shape). */
export const SECURITY_REPORT_MEDIA_TYPES = {
  'application/csp-report': CspReportUriBody,
  'application/reports+json': ReportingApiBatch,
} as const;
