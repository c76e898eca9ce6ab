import * as v from 'valibot';
import { FIELD_REPORTS_PATH, FieldReportBatch, type FieldRecord } from '@/api/basic/fieldReports.types';
import type { FieldSummary } from '@mocks/db/fieldReports';
import { backend } from '../support/mockServer';

/**
 * The collector's side of the reports sent before the app started (docs/rules/field-reports.md): the schema takes
 * what index.html's own sender sends — as text, the way a beacon carries it — and the summary counts those page views
 * apart from the errors of running apps.
 */

const error = (kind: string, name: string, source?: string): FieldRecord =>
  ({ type: 'error', kind, route: '/payPage', name, message: '', ...(source ? { source } : {}), actions: [] }) as FieldRecord;

async function send(batch: unknown) {
  // What sendBeacon does with a string: text/plain;charset=UTF-8.
  const res = await fetch(`/api${FIELD_REPORTS_PATH}`, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(batch) });
  return ((await res.json()) as { code: string }).code;
}

async function summary(): Promise<FieldSummary> {
  return ((await (await fetch('/__mock/fieldReports')).json()) as { data: FieldSummary }).data;
}

beforeEach(() => {
  backend.db.fieldReports = [];
});

test('the schema says what a page that never started sends: an entry that failed, an app not started, beforeApp', () => {
  const early = { version: '0.1.0', client: 'wechat', elder: false, fromWorker: false, beforeApp: true, records: [error('entry', 'entry', 'main.1a2b3c4d.js'), error('notStarted', 'notStarted')] };
  expect(v.safeParse(FieldReportBatch, early).success).toBe(true);
  // A batch without the flag is one of a running app's, as before.
  const { beforeApp: _flag, ...running } = early;
  expect(v.safeParse(FieldReportBatch, running).success).toBe(true);
  // Still nothing but a template may be a route, and a kind is one of the list.
  expect(v.safeParse(FieldReportBatch, { ...early, records: [{ ...error('entry', 'entry'), route: '/payPage?phone=13800138000' }] }).success).toBe(false);
  expect(v.safeParse(FieldReportBatch, { ...early, records: [error('gaveUp', 'x')] }).success).toBe(false);
  expect(v.safeParse(FieldReportBatch, { ...early, beforeApp: 'yes' }).success).toBe(false);
});

test('the summary counts the page views that gave up before the app started apart, by kind, route and file', async () => {
  const circumstances = { version: '0.1.0', client: 'browser', elder: false, fromWorker: false };
  expect(await send({ ...circumstances, beforeApp: true, records: [error('entry', 'entry', 'main.1a2b3c4d.js'), error('notStarted', 'notStarted')] })).toBe('200');
  expect(await send({ ...circumstances, beforeApp: true, records: [error('entry', 'entry', 'main.1a2b3c4d.js'), error('notStarted', 'notStarted')] })).toBe('200');
  expect(await send({ ...circumstances, beforeApp: true, records: [error('entry', 'entry', '9804.6d83ed96.js'), error('error', 'TypeError')] })).toBe('200');
  expect(await send({ ...circumstances, records: [error('error', 'TypeError')] })).toBe('200');

  const { beforeApp, errors, records } = await summary();
  expect(records).toBe(7);
  expect(beforeApp.map((e) => `×${e.count} ${e.kind} ${e.route} ${e.name} ${e.source ?? ''}`)).toEqual([
    '×2 entry /payPage entry main.1a2b3c4d.js',
    '×2 notStarted /payPage notStarted ',
    '×1 entry /payPage entry 9804.6d83ed96.js',
    '×1 error /payPage TypeError ',
  ]);
  expect(errors.map((e) => `×${e.count} ${e.kind} ${e.name}`)).toEqual(['×1 error TypeError']);
  expect(backend.db.fieldReports.map((k) => k.beforeApp)).toEqual([true, true, true, true, true, true, false]);
});

test('the page\'s own beacon (FieldPageBeacon) is made into the records the field code would send: route and place by its rules, the client by the shell\'s flag or the User-Agent, each once', async () => {
  const res = await fetch(`/api${FIELD_REPORTS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' },
    body: JSON.stringify({
      version: '0.1.0', path: '/customerService//feedDetail/', app: false, elder: true, fromWorker: false, beforeApp: true,
      signals: [['entry', '', 'main.1a2b3c4d.js', 0, 0], ['entry', '', 'main.1a2b3c4d.js', 0, 0], ['error', 'Type Error!', '%E4%BA%AC.js', 3, 4], ['notStarted', '', '', 0, 0]],
    }),
  });
  expect(((await res.json()) as { code: string }).code).toBe('200');
  expect(backend.db.fieldReports.map((k) => ({ client: k.client, elder: k.elder, beforeApp: k.beforeApp, record: k.record }))).toEqual([
    { client: 'wechat', elder: true, beforeApp: true, record: { type: 'error', kind: 'entry', route: '/customerService/feedDetail', name: 'entry', message: '', source: 'main.1a2b3c4d.js', actions: [] } },
    { client: 'wechat', elder: true, beforeApp: true, record: { type: 'error', kind: 'error', route: '/customerService/feedDetail', name: 'error', message: '', actions: [] } },
    { client: 'wechat', elder: true, beforeApp: true, record: { type: 'error', kind: 'notStarted', route: '/customerService/feedDetail', name: 'notStarted', message: '', actions: [] } },
  ]);
  // A beacon that breaks its schema (a message, a query in the path) is refused whole.
  for (const body of [
    { version: '0.1.0', path: '/payPage?phone=13800138000', app: false, elder: false, fromWorker: false, beforeApp: true, signals: [['notStarted', '', '', 0, 0]] },
    { version: '0.1.0', path: '/payPage', app: false, elder: false, fromWorker: false, beforeApp: true, signals: [['error', 'TypeError', '', 0, 0, 'plate 京A12345']] },
  ]) {
    const refused = await fetch(`/api${FIELD_REPORTS_PATH}`, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(body) });
    expect(((await refused.json()) as { code: string }).code).toBe('400');
  }
  expect(backend.db.fieldReports).toHaveLength(3);
});
