import type { FieldClient, FieldRecord, FieldReportBatch } from '@/api/basic/fieldReports.types';

/**
 * The outbox of field reports: records wait here and leave in one batch when the page is hidden (the driver
 * switched app, locked the phone, or left), when 50 are waiting, or on the page's end. A hidden page sends with
 * fetch keepalive, whose answer carries the sample rate the server wants next; the page's end sends with
 * sendBeacon, which no answer can come back to. Sending never throws and never retries: a lost batch is lost.
 */

export interface FieldCircumstances {
  version: string;
  client: FieldClient;
  elder: () => boolean;
  fromWorker: boolean;
  /** The app has not started (mounted) yet: said of each batch as it leaves. */
  beforeApp?: () => boolean;
}

export interface FieldOutbox {
  add(record: FieldRecord): void;
  /** Sends what is waiting now (the page is going away when `ending`). */
  flush(ending?: boolean): void;
}

const BATCH_MAX = 50;
/** A page view that keeps failing the same call counts it; it never sends more than this many batches. */
const BATCHES_MAX = 20;
export const SAMPLE_RATE_KEY = 'fieldSampleRate';

/** The share of page views that report speed, as the server last said (1 until it has). */
export function storedSampleRate(): number {
  try {
    const kept = localStorage.getItem(SAMPLE_RATE_KEY);
    const rate = Number(kept);
    return kept !== null && rate >= 0 && rate <= 1 ? rate : 1;
  } catch {
    return 1;
  }
}

function keepSampleRate(answer: unknown) {
  const rate = (answer as { code?: unknown; data?: { sampleRate?: unknown } } | null)?.data?.sampleRate;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) return;
  try {
    localStorage.setItem(SAMPLE_RATE_KEY, String(rate));
  } catch {
    // storage refused: the rate is asked again next batch
  }
}

export function createFieldOutbox(url: string, circumstances: FieldCircumstances): FieldOutbox {
  let waiting: FieldRecord[] = [];
  let sent = 0;
  let sendingHidden = false;
  const flush = (ending = false) => {
    if (!waiting.length || sent >= BATCHES_MAX) return;
    const batch: FieldReportBatch = {
      version: circumstances.version,
      client: circumstances.client,
      elder: circumstances.elder(),
      fromWorker: circumstances.fromWorker,
      ...(circumstances.beforeApp?.() ? { beforeApp: true } : {}),
      records: waiting.slice(0, BATCH_MAX),
    };
    waiting = waiting.slice(BATCH_MAX);
    sent += 1;
    // text/plain: no preflight to a gateway on another origin, and sendBeacon's own type.
    const body = JSON.stringify(batch);
    try {
      if (ending && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) {
        // queued by the browser
      } else {
        void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } })
          .then((r) => r.json())
          .then(keepSampleRate, () => undefined);
      }
    } catch {
      // a report must never break the page
    }
    if (waiting.length) flush(ending);
  };
  return {
    add(record) {
      waiting.push(record);
      if (waiting.length >= BATCH_MAX) flush();
      // Records that come while the page is hidden (a metric web-vitals reports on hiding) leave together, at the
      // end of the task that brought them, unless the hiding's own flush has taken them already.
      else if (document.visibilityState === 'hidden' && !sendingHidden) {
        sendingHidden = true;
        queueMicrotask(() => {
          sendingHidden = false;
          flush(true);
        });
      }
    },
    flush,
  };
}
