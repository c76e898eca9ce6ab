import type { FieldClient, FieldRecord, FieldReportBatch } from '../../src/api/basic/fieldReports.types';

/**
 * What the field reports' call received (POST /basic/v2/api/fieldReports), as a monitoring backend would keep it:
 * each record with its batch's circumstances. Kept across the mock's reset (backend.ts), so the journeys of a whole
 * end-to-end run add up to one picture (`npm run field-report`).
 */
export interface KeptFieldRecord {
  receivedAt: number;
  version: string;
  client: FieldClient;
  elder: boolean;
  fromWorker: boolean;
  /** The app had not started when the batch left (index.html's own sender, or an app that never started). */
  beforeApp: boolean;
  record: FieldRecord;
}

export interface FieldReportTables {
  fieldReports: KeptFieldRecord[];
  /** The share of page views asked to report, answered to every batch (1 in the mock: every journey reports). */
  fieldSampleRate: number;
}

export function seedFieldReports(): FieldReportTables {
  return { fieldReports: [], fieldSampleRate: 1 };
}

/** The most a mock keeps: a long run of journeys must not grow its memory without end. */
export const FIELD_REPORTS_KEPT = 20_000;

export function keepFieldBatch(tables: FieldReportTables, batch: FieldReportBatch, now: number): void {
  const { version, client, elder, fromWorker } = batch;
  const beforeApp = batch.beforeApp ?? false;
  for (const record of batch.records) tables.fieldReports.push({ receivedAt: now, version, client, elder, fromWorker, beforeApp, record });
  const over = tables.fieldReports.length - FIELD_REPORTS_KEPT;
  if (over > 0) tables.fieldReports.splice(0, over);
}

/** The 75th percentile (nearest rank), the figure field speed is read at. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

export interface MetricSummary {
  p75: number;
  count: number;
}

export interface PageSummary {
  route: string;
  client: FieldClient;
  metrics: Partial<Record<string, MetricSummary>>;
  /** INP's slowest scripts on this page, most often first. */
  slowScripts: { script: string; phase?: string; count: number }[];
}

export interface FieldErrorSummary {
  kind: string;
  route: string;
  name: string;
  message: string;
  source?: string;
  count: number;
  lastActions: string[];
}

export interface FieldSummary {
  records: number;
  pages: PageSummary[];
  errors: FieldErrorSummary[];
  /**
   * The errors of page views whose app had not started when they were sent (the driver gave up, or the app's code
   * never came: `entry`, `notStarted`), counted apart from the errors of running apps.
   */
  beforeApp: FieldErrorSummary[];
  apiFailures: { call: string; code: string; count: number }[];
}

function countInto<T extends { count: number }>(map: Map<string, T>, key: string, make: () => Omit<T, 'count'>, by = 1) {
  const found = map.get(key);
  if (found) found.count += by;
  else map.set(key, { ...make(), count: by } as T);
}

/** What a monitoring console shows: p75 and counts by route × client, the errors by how often, the failed calls by template and code. */
export function summarizeFieldReports(kept: KeptFieldRecord[]): FieldSummary {
  const pages = new Map<string, { route: string; client: FieldClient; values: Map<string, number[]>; scripts: Map<string, { script: string; phase?: string; count: number }> }>();
  const errors = new Map<string, FieldErrorSummary>();
  const beforeApp = new Map<string, FieldErrorSummary>();
  const api = new Map<string, FieldSummary['apiFailures'][number]>();
  for (const { client, record, beforeApp: early } of kept) {
    if (record.type === 'vital') {
      const key = `${record.route} ${client}`;
      let page = pages.get(key);
      if (!page) pages.set(key, (page = { route: record.route, client, values: new Map(), scripts: new Map() }));
      page.values.set(record.name, [...(page.values.get(record.name) ?? []), record.value]);
      if (record.script) countInto(page.scripts, `${record.script} ${record.phase ?? ''}`, () => ({ script: record.script as string, phase: record.phase }));
    } else if (record.type === 'error') {
      const { kind, route, name, message, source, actions } = record;
      countInto(early ? beforeApp : errors, [kind, route, name, message, early ? source : ''].join(' '), () => ({ kind, route, name, message, source, lastActions: actions }));
    } else {
      countInto(api, `${record.call} ${record.code}`, () => ({ call: record.call, code: record.code }), record.count);
    }
  }
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
  return {
    records: kept.length,
    pages: [...pages.values()]
      .map(({ route, client, values, scripts }) => ({
        route,
        client,
        metrics: Object.fromEntries([...values].map(([name, list]) => [name, { p75: Math.round(p75(list) * 1000) / 1000, count: list.length }])),
        slowScripts: [...scripts.values()].sort(byCount).slice(0, 5),
      }))
      .sort((a, b) => a.route.localeCompare(b.route) || a.client.localeCompare(b.client)),
    errors: [...errors.values()].sort(byCount),
    beforeApp: [...beforeApp.values()].sort(byCount),
    apiFailures: [...api.values()].sort(byCount),
  };
}
