import * as v from 'valibot';
import { maskedPath } from '../../lib/maskedPath';
import { int } from '../../lib/schema';
import type { FieldClient, FieldError, FieldReportBatch } from './fieldReports.types';

/**
 * What the page sends itself before the app has started (src/page/fieldQueue.js, inline in index.html): the visits that
 * fail worst — the driver left before the field code came, or the app's code never arrived. Every byte of that script is
 * in the first screen, so it sends the signals as they are, and the server makes them records with the field code's
 * rules (batchOfPageBeacon below, which the mock runs and a real collector must): the same call, the same records kept.
 * Nothing personal is sent: the page's path with every segment holding anything but letters masked, an error's
 * constructor name, a script's file name without its query and its place; never a message.
 */
export const FIELD_PAGE_SIGNAL_KINDS = ['error', 'rejection', 'entry', 'notStarted'] as const;

/** [kind, the error's name or '', the script's file name (no query) or '', line, column (0: not said)]. */
export const FieldPageSignal = v.strictTuple([
  v.picklist(FIELD_PAGE_SIGNAL_KINDS),
  v.pipe(v.string(), v.maxLength(80)),
  v.pipe(v.string(), v.maxLength(200)),
  v.pipe(int, v.minValue(0)),
  v.pipe(int, v.minValue(0)),
]);
export type FieldPageSignal = v.InferOutput<typeof FieldPageSignal>;

export const FieldPageBeacon = v.strictObject({
  /** The build's version (package.json). */
  version: v.pipe(v.string(), v.maxLength(40)),
  /** location.pathname with every segment holding anything but letters as ':id'. */
  path: v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[\w:/.-]*$/)),
  /** The native shell's bridge was there; else the client is read from the request's User-Agent. */
  app: v.boolean(),
  /** 长辈模式 was on. */
  elder: v.boolean(),
  /** The page came from the service worker. */
  fromWorker: v.boolean(),
  /** Always: this is the page's own sender, the app had not started. */
  beforeApp: v.literal(true),
  signals: v.pipe(v.array(FieldPageSignal), v.minLength(1), v.maxLength(50)),
});
export type FieldPageBeacon = v.InferOutput<typeof FieldPageBeacon>;

/** The client, as the field code tells it: the shell's bridge, else WeChat's or Alipay's webview by its User-Agent. */
function clientOf(beacon: FieldPageBeacon, userAgent: string): FieldClient {
  if (beacon.app) return 'app';
  if (/AlipayClient/i.test(userAgent)) return 'alipay';
  return /MicroMessenger/i.test(userAgent) ? 'wechat' : 'browser';
}

/** The records the field code would have sent for these signals, each once (the batch the server keeps). */
export function batchOfPageBeacon(beacon: FieldPageBeacon, userAgent: string): FieldReportBatch {
  const route = maskedPath(beacon.path);
  const seen = new Set<string>();
  const records: FieldError[] = [];
  for (const [kind, name, file, line, column] of beacon.signals) {
    const place = file && !/[^\x21-\x7e]|%/.test(file) ? [file, ...(line ? [line] : []), ...(column ? [column] : [])].join(':').slice(0, 160) : '';
    const record: FieldError = {
      type: 'error',
      kind,
      route,
      name: /^[\w$.-]{1,80}$/.test(name) ? name : kind,
      message: '',
      ...(place ? { source: place } : {}),
      actions: [],
    };
    const key = JSON.stringify(record);
    if (!seen.has(key)) records.push(record);
    seen.add(key);
  }
  return { version: beacon.version, client: clientOf(beacon, userAgent), elder: beacon.elder, fromWorker: beacon.fromWorker, beforeApp: true, records };
}
