import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { batchOfPageBeacon, FieldPageBeacon } from '@/api/basic/fieldPageBeacon';
import { FieldReportBatch } from '@/api/basic/fieldReports.types';
import { routeTemplate, scriptPlace } from '@/app/field/fieldNames';

/**
 * index.html's field queue and its own sender (src/page/fieldQueue.js) and the start watch (src/page/startWatch.js),
 * run as the page runs them: their source, inlined, with the values webpack.config.js gives it. What they send is a
 * beacon the call's schema takes, which the server makes into the records the field code would have sent (its route and
 * place rules; no message), sent once, and never once the field code has taken the queue over.
 */
const source = (file: string) => readFileSync(path.resolve(__dirname, '../../src/page', file), 'utf8');
const QUEUE = source('fieldQueue.js').replace(/__APP_VERSION__/g, '"1.2.3"').replace(/__FIELD_REPORTS_URL__/g, '"/api/basic/v2/api/fieldReports"');
const WATCH = source('startWatch.js');

type Signal = unknown[];
interface PageWindow {
  __fieldQueue?: Signal[] & { send?: () => void } | { push(...s: Signal[]): void };
  __appMounted?: boolean;
}
const win = window as unknown as PageWindow;

/** What a driver's page may hold anywhere: none of it may leave the phone. */
const PERSONAL = ['京A12345', 'A12345', '13812345678', '张三', 'oWx_openid_0123456789abcdef', 'eyJhbGciOiJIUzI1NiJ9', 'U20001', 'plate=', 'phone='];

let beacon: jest.Mock<boolean, [string, string]>;
/** The beacons the page sent, and the batch the server keeps of each (read with a phone browser's User-Agent). */
const sentBatches = () =>
  beacon.mock.calls.map(([url, body]) => {
    const sent = v.parse(FieldPageBeacon, JSON.parse(body));
    return { url, sent, batch: v.parse(FieldReportBatch, batchOfPageBeacon(sent, navigator.userAgent)) };
  });

/** Listeners the scripts add would stay on jsdom's window and document across tests: each test's go after it. */
const added: [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
function recordListeners(target: Window | Document) {
  const add = target.addEventListener.bind(target);
  jest.spyOn(target, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    if (!listener) return;
    added.push([target, type, listener, options]);
    add(type, listener, options);
  });
}

/** A page opened at `address`, index.html's scripts run on it in their order. */
function openPage(address: string, { watch = false } = {}) {
  history.replaceState(null, '', address);
  new Function(QUEUE)();
  if (watch) new Function(WATCH)();
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

function throwOnPage(error: unknown, filename = '', lineno = 0, colno = 0) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error), filename, lineno, colno }));
}

function rejectOnPage(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

beforeEach(() => {
  beacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  recordListeners(window);
  recordListeners(document);
});

afterEach(() => {
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options);
  jest.restoreAllMocks();
  delete win.__fieldQueue;
  delete win.__appMounted;
  document.documentElement.removeAttribute('data-elder');
  document.head.innerHTML = '';
});

test('an error and a rejection before the field code came leave by beacon as the page ends: the call\'s schema, the field code\'s route and place, no message, nothing personal', () => {
  openPage('/plates/P88?plate=%E4%BA%ACA12345&phone=13812345678');
  document.documentElement.setAttribute('data-elder', '');
  throwOnPage(new TypeError('plate 京A12345 of 13812345678 is not a function'), 'https://h5.example.cn/assets/main.1a2b3c4d.js?token=eyJhbGciOiJIUzI1NiJ9.secret', 1, 2345);
  rejectOnPage(new Error('张三 U20001 oWx_openid_0123456789abcdef'));
  rejectOnPage('a string reason from 13812345678');
  window.dispatchEvent(new Event('pagehide'));

  const sent = sentBatches();
  expect(sent).toHaveLength(1);
  const [{ url, batch }] = sent as [(typeof sent)[number]];
  expect(url).toBe('/api/basic/v2/api/fieldReports');
  expect(batch).toMatchObject({ version: '1.2.3', client: 'browser', elder: true, fromWorker: false, beforeApp: true });
  expect(batch.records).toEqual([
    { type: 'error', kind: 'error', route: '/plates/:id', name: 'TypeError', message: '', source: 'main.1a2b3c4d.js:1:2345', actions: [] },
    { type: 'error', kind: 'rejection', route: '/plates/:id', name: 'Error', message: '', actions: [] },
    { type: 'error', kind: 'rejection', route: '/plates/:id', name: 'rejection', message: '', actions: [] },
  ]);
  const everything = JSON.stringify(beacon.mock.calls);
  for (const value of PERSONAL) expect(everything).not.toContain(value);
  expect(everything).not.toMatch(/\?/);
});

test.each([
  ['/plates/P88', "Cannot read properties of undefined (reading 'plateNo')", 'https://h5.example.cn/assets/9804.6d83ed96.js#x'],
  ['/', '车牌 京A12345 手机 13812345678 token eyJhbGciOiJIUzI1NiJ9secretsecret at https://x.cn/p?phone=13812345678', '/assets/早.js'],
  ['/京A12345/13800138000', 'openid oWx_demo_A refused at a08e1a4f', ''],
  ['/customerService//feedDetail/', '  many   spaces "quoted" `tick` 12 and 3.5   ', 'https://h5.example.cn/a/b/main.js?v=1'],
  ['/v2/x%20y/home', 'x'.repeat(300), 'https://h5.example.cn/assets/%E4%BA%AC.js'],
])('the same rules as the field code: %s', (address, message, file) => {
  openPage(address);
  throwOnPage(new Error(message), file, 3, 4);
  hide();
  const record = sentBatches()[0]?.batch.records[0];
  const pathname = new URL(address, 'https://h5.example.cn').pathname;
  const place = scriptPlace(file, 3, 4);
  expect(record).toEqual({ type: 'error', kind: 'error', route: routeTemplate(undefined, pathname), name: 'Error', message: '', ...(place ? { source: place } : {}), actions: [] });
  expect(JSON.stringify(beacon.mock.calls)).not.toContain(message.slice(0, 12));
});

test('each signal sent once: what a hidden page sent leaves the queue, the same error twice in a beacon is one record, the field code takes over only the rest, and then the page sends nothing', () => {
  openPage('/payPage');
  const boom = () => throwOnPage(new TypeError('x is not a function'), 'https://h5.example.cn/assets/main.1a2b3c4d.js', 1, 2);
  boom();
  boom();
  hide();
  expect(sentBatches().map(({ batch }) => batch.records.length)).toEqual([1]);
  // The driver comes back; the same error again, and another: the next beacon holds what happened since.
  boom();
  rejectOnPage(new Error('later'));
  hide();
  expect(sentBatches().map(({ sent }) => sent.signals.map((signal) => signal[0]))).toEqual([['error', 'error'], ['error', 'rejection']]);
  expect(sentBatches().map(({ batch }) => batch.records.map((r) => r.type === 'error' && r.kind))).toEqual([['error'], ['error', 'rejection']]);

  // One more before the field code comes: it is in the queue the field code takes, and the sender stands down.
  rejectOnPage(new Error('kept for the field code'));
  const queue = win.__fieldQueue as Signal[];
  expect(queue).toHaveLength(1);
  const taken: Signal[] = [];
  win.__fieldQueue = { push: (...s: Signal[]) => void taken.push(...s) };
  boom();
  hide();
  window.dispatchEvent(new Event('pagehide'));
  expect(sentBatches()).toHaveLength(2);
  expect(taken.map((s) => s[0])).toEqual(['error']);
});

test('no beacon where the engine has none, and nothing to send sends nothing', () => {
  openPage('/home');
  window.dispatchEvent(new Event('pagehide'));
  expect(beacon).not.toHaveBeenCalled();
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  throwOnPage(new Error('x'));
  expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
});

describe('the start watch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** One of the page's scripts, failing to load as the browser tells it: an error event on the element, which does not bubble. */
  function scriptFails(src: string) {
    const script = document.createElement('script');
    script.setAttribute('src', src);
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
  }

  test('an entry that failed to load and an app not started after 8 s go at once by beacon, once; the page\'s end sends nothing more', () => {
    openPage('/accountBalance?phone=13812345678', { watch: true });
    scriptFails('/assets/main.1a2b3c4d.js');
    // Not the app's own files: a host's SDK, the map.
    scriptFails('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
    jest.advanceTimersByTime(7_999);
    expect(beacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sentBatches().map(({ batch }) => batch.records)).toEqual([[
      { type: 'error', kind: 'entry', route: '/accountBalance', name: 'entry', message: '', source: 'main.1a2b3c4d.js', actions: [] },
      { type: 'error', kind: 'notStarted', route: '/accountBalance', name: 'notStarted', message: '', actions: [] },
    ]]);
    jest.advanceTimersByTime(60_000);
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  test('an app that started is not reported, nor a script that fails after it (a page\'s chunk is the route error page\'s)', () => {
    openPage('/home', { watch: true });
    jest.advanceTimersByTime(3_000);
    win.__appMounted = true;
    scriptFails('/assets/4226.6872f79afc.js');
    jest.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });

  test('once the field code has the queue, the watch tells it instead', () => {
    openPage('/home', { watch: true });
    const taken: Signal[] = [];
    win.__fieldQueue = { push: (...s: Signal[]) => void taken.push(...s) };
    scriptFails('/assets/main.1a2b3c4d.js');
    jest.advanceTimersByTime(8_000);
    expect(taken).toEqual([['entry', null, expect.stringMatching(/\/assets\/main\.1a2b3c4d\.js$/)], ['notStarted']]);
    expect(beacon).not.toHaveBeenCalled();
  });
});
