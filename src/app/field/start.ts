import type { RouteObject } from 'react-router-dom';
import { onCLS, onINP, onLCP, onTTFB, type INPMetricWithAttribution, type MetricWithAttribution } from 'web-vitals/attribution';
import { FIELD_REPORTS_PATH, type FieldError, type FieldRecord } from '@/api/basic/fieldReports.types';
import { buildUrl } from '@/api/request';
import type { DebugLog, RecordedCall } from '@/api/debugLog';
import { detectKind } from '@/platform';
import { storedClientType } from '@/session/storage';
import { ELDER_ATTRIBUTE } from '@/session/elderMode';
import { actionWord, callTemplate, errorName, maskMessage, routeTemplate, scriptPlace } from './fieldNames';
import { createFieldOutbox, storedSampleRate, type FieldOutbox } from './fieldReports';

/**
 * Field reports: what happens on drivers' phones reaches the team (docs/rules/field-reports.md). Loaded when the
 * page is first idle, after the first screen, whether the app started or not. Speed (web-vitals: LCP, INP with its
 * slowest script and phase, CLS, TTFB, and when a reminder's page showed its figure) is sampled at the rate the
 * server last answered; errors, white screens and failed calls are always reported, each once per page view.
 */

declare const __APP_VERSION__: string | undefined;

/**
 * What index.html's queue kept before this code came (src/page/fieldQueue.js), what its start watch pushes later
 * (src/page/startWatch.js: a script of the app's that failed to load, an app not started after 8 s) and what the app
 * pushes (its route error page).
 */
type Signal = [kind: 'error' | 'rejection' | 'route' | 'chunk' | 'entry' | 'notStarted', error: unknown, file?: string, line?: number, column?: number];
/** index.html's queue: the signals its own sender has not sent (what it sent left the queue). */
type PageQueue = Signal[];
type FieldWindow = Window & { __fieldQueue?: PageQueue | { push(...signals: Signal[]): unknown }; __appMounted?: boolean };

/** The app, as far as it started: the store's debug log (calls and actions) and the router (route templates). */
export interface FieldApp {
  debugLog?: DebugLog;
  router?: { routes: RouteObject[]; state: { location: { pathname: string } }; subscribe(fn: (state: { location: { pathname: string } }) => void): unknown };
}

/** A page whose #root shows nothing this long after it was opened (or after the driver moved to it) is a white screen. */
export const WHITE_SCREEN_MS = 8000;
/** The element the pages a reminder opens give `elementtiming="figure"`, and the mark the glance sets when it draws one. */
const FIGURE = 'figure';
const FIGURE_MARK = 'driver-app:figure';

export function startField(app: FieldApp, win: FieldWindow = window): FieldOutbox {
  const landingPath = win.location.pathname;
  const templateOf = (pathname: string) => routeTemplate(app.router?.routes, pathname);
  const currentRoute = () => templateOf(win.location.pathname);
  // Where the driver was at each moment: an interaction is reported with the page it happened on.
  const visits: { at: number; route: string }[] = [{ at: 0, route: templateOf(landingPath) }];
  const routeAt = (time: number) => [...visits].reverse().find((v) => v.at <= time)?.route ?? visits[0]!.route;
  const landing = () => visits[0]!.route;

  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const outbox = createFieldOutbox(buildUrl('basic', { url: FIELD_REPORTS_PATH }), {
    version: typeof __APP_VERSION__ === 'string' && __APP_VERSION__ ? __APP_VERSION__ : 'dev',
    client: detectKind(storedClientType(2), win),
    elder: () => win.document.documentElement.hasAttribute(ELDER_ATTRIBUTE),
    fromWorker: !!navigation && navigation.workerStart > 0,
    beforeApp: () => !win.__appMounted,
  });

  const lastActions = () =>
    (app.debugLog?.actions() ?? [])
      .slice(-10)
      .map((a) => actionWord(String((a.action as { type?: unknown } | null)?.type ?? '')));

  // Errors: each one once per page view.
  const seen = new Set<string>();
  // A chunk that failed is one event of its page view, whatever words and place each signal of it carries.
  const keyOf = (record: Pick<FieldError, 'kind' | 'route' | 'name' | 'message' | 'source'>) =>
    (record.kind === 'chunk' ? [record.kind, record.route, record.name] : [record.kind, record.route, record.name, record.message, record.source]).join(' ');
  const report = (record: FieldError) => {
    const key = keyOf(record);
    if (seen.has(key)) return;
    seen.add(key);
    outbox.add(record);
  };
  const onSignal = ([kind, error, file, line, column]: Signal) => {
    const stack = error instanceof Error ? /\((https?:[^)]+?):(\d+):(\d+)\)|@(https?:.+?):(\d+):(\d+)/.exec(error.stack ?? '') : null;
    const source = scriptPlace(file || stack?.[1] || stack?.[4], line || Number(stack?.[2] ?? stack?.[5]) || undefined, column || Number(stack?.[3] ?? stack?.[6]) || undefined);
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    const name = errorName(error, kind);
    // webpack's own failed chunk reaches the route's error page as well as the app's (lib/retryImport), and the promise
    // that failed may go unhandled beside them: one kind.
    const chunk = name === 'ChunkLoadError' && (kind === 'route' || kind === 'rejection');
    report({ type: 'error', kind: chunk ? 'chunk' : kind, route: currentRoute(), name, message: maskMessage(message), ...(source ? { source } : {}), actions: lastActions() });
    // An app that has not started is told at once, by beacon (the page may stay dead for minutes, or end unseen).
    if (kind === 'notStarted') outbox.flush(true);
  };
  // index.html's queue stands down as this replaces it (its sender sends only its own array); what it sent has left it.
  const kept: PageQueue = Array.isArray(win.__fieldQueue) ? win.__fieldQueue : [];
  win.__fieldQueue = { push: (...signals: Signal[]) => signals.forEach(onSignal) };
  kept.forEach(onSignal);

  // A white screen: the page never came. Every page the app draws, its error page included, has its title as the
  // heading (the glance reads the same sign); an empty #root, the static skeleton or a loading page has none.
  const whiteChecked = new Set<string>();
  const checkWhite = (route: string, path: string, landing: boolean) => {
    if (whiteChecked.has(route) || win.location.pathname !== path) return;
    // The landing page of an app that has not started is index.html's start watch's to report (notStarted), at the same time.
    if (landing && !win.__appMounted) return;
    whiteChecked.add(route);
    const shows = !!win.document.querySelector('#root h1');
    if (!shows) report({ type: 'error', kind: 'whiteScreen', route, name: 'WhiteScreen', message: '', actions: lastActions() });
  };
  const watchWhite = (path: string, after: number, landing = false) => {
    const route = templateOf(path);
    win.setTimeout(() => checkWhite(route, path, landing), Math.max(0, after));
  };
  watchWhite(landingPath, WHITE_SCREEN_MS - performance.now(), true);
  app.router?.subscribe((state) => {
    const route = templateOf(state.location.pathname);
    if (route === visits[visits.length - 1]?.route) return;
    visits.push({ at: performance.now(), route });
    watchWhite(state.location.pathname, WHITE_SCREEN_MS);
  });

  // Failed calls, counted by template and code; sent with the page view's other records.
  const failedCalls = app.debugLog ? countFailedCalls(app.debugLog, outbox, currentRoute) : () => undefined;

  // The failed calls counted so far join the batch, then it goes.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState !== 'hidden') return;
    failedCalls();
    outbox.flush();
  }, true);
  win.addEventListener('pagehide', () => {
    failedCalls();
    outbox.flush(true);
  }, true);

  try {
    if (Math.random() < storedSampleRate()) measureSpeed(outbox, landing, routeAt);
  } catch {
    // an engine without the timing APIs web-vitals reads: no speed from this phone, its errors still come
  }
  return outbox;
}

/**
 * Each failed call once it is answered; the calls made before this code came are read from the log first. Hands
 * back what adds the counts to the outbox as they stand (a count goes once; later failures start again).
 */
function countFailedCalls(log: DebugLog, outbox: FieldOutbox, route: () => string): () => void {
  const counts = new Map<string, Extract<FieldRecord, { type: 'api' }>>();
  const count = (call: RecordedCall) => {
    if (call.code === '200') return;
    const template = callTemplate(call.method, call.path);
    const code = /^[\w$./:-]{1,80}$/.test(call.code) ? call.code : 'other';
    const key = `${template} ${code}`;
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { type: 'api', call: template, code, count: 1, route: route() });
  };
  log.calls().forEach(count);
  const record = log.recordCall.bind(log);
  log.recordCall = (call) => {
    record(call);
    count(call);
  };
  return () => {
    counts.forEach((c) => outbox.add(c));
    counts.clear();
  };
}

function rating(value: number, [good, poor]: [number, number]): 'good' | 'needs-improvement' | 'poor' {
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The web-vitals of the page view, and the figure of a page a reminder opens. */
function measureSpeed(outbox: FieldOutbox, landing: () => string, routeAt: (time: number) => string) {
  const vital = (m: MetricWithAttribution, route = landing()) =>
    outbox.add({ type: 'vital', name: m.name as 'LCP' | 'CLS' | 'TTFB', route, value: Math.round(m.value * 1000) / 1000, rating: m.rating });
  onLCP(vital);
  onCLS(vital);
  onTTFB(vital);
  onINP((m: INPMetricWithAttribution) => {
    const { longestScript, interactionTime, inputDelay, processingDuration, presentationDelay } = m.attribution;
    const phases = { inputDelay, processingDuration, presentationDelay };
    const phase = (Object.keys(phases) as (keyof typeof phases)[]).reduce((a, b) => (phases[b] > phases[a] ? b : a));
    const entry = longestScript?.entry;
    const file = entry ? scriptPlace(entry.sourceURL) : undefined;
    const script = entry && file ? `${file} ${actionWord(entry.sourceFunctionName || 'anonymous')} (${entry.invokerType})` : undefined;
    outbox.add({ type: 'vital', name: 'INP', route: routeAt(interactionTime), value: Math.round(m.value), rating: m.rating, phase, ...(script ? { script } : {}) });
  });
  watchFigure(outbox, landing);
}

/** When the figure of the landing page was first on screen: the glance's mark, or the page's own element's paint (Element Timing). */
function watchFigure(outbox: FieldOutbox, landing: () => string) {
  let reported = false;
  const figureAt = (ms: number) => {
    if (reported) return;
    reported = true;
    outbox.add({ type: 'vital', name: 'FIGURE', route: landing(), value: Math.round(ms), rating: rating(ms, [2500, 4000]) });
  };
  const mark = performance.getEntriesByName?.(FIGURE_MARK)[0];
  if (mark) figureAt(mark.startTime);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { identifier?: string; renderTime?: number; loadTime?: number })[]) {
        if (e.identifier === FIGURE) figureAt(e.renderTime || e.loadTime || e.startTime);
      }
    }).observe({ type: 'element', buffered: true });
  } catch {
    // no Element Timing (Safari): the glance's mark is the figure's time
  }
}
