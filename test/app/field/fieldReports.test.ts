import { createDebugLog } from '@/api/debugLog';
import { SAMPLE_RATE_KEY } from '@/app/field/fieldReports';
import { actionWord, callTemplate, maskMessage, routeTemplate } from '@/app/field/fieldNames';
import { startField, WHITE_SCREEN_MS } from '@/app/field/start';
import { backend } from '../../support/mockServer';

/** What a driver's phone may hold anywhere: none of it may reach a report. */
const PERSONAL = ['京A12345', 'A12345', '13812345678', '张三', 'oWx_openid_0123456789abcdef', 'eyJhbGciOiJIUzI1NiJ9.secret', 'U20001', 'C30001'];

const routes = [
  { path: '/', children: [{ path: 'home' }, { path: 'payPage' }, { path: 'plates/:plateId' }, { path: '*' }] },
];

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

async function received() {
  for (let i = 0; i < 50 && !backend.db.fieldReports.length; i += 1) await new Promise((r) => setTimeout(r, 10));
  return backend.db.fieldReports;
}

beforeEach(() => {
  // As index.html has it: the API's relative base resolves from the site's root, whatever the page's address.
  if (!document.querySelector('base')) document.head.append(Object.assign(document.createElement('base'), { href: '/' }));
  backend.db.fieldReports = [];
  // A page that came (its title is its heading): only the white-screen test empties it.
  document.body.innerHTML = '<div id="root"><h1>我的车辆</h1></div>';
  // Speed is sampled; these tests are about what is reported, not web-vitals (the browser tests measure those).
  localStorage.setItem(SAMPLE_RATE_KEY, '0');
  (window as { __fieldQueue?: unknown }).__fieldQueue = [];
  window.history.replaceState(null, '', '/plates/P88?plate=%E4%BA%ACA12345&phone=13812345678');
});

test('names hold no value: a page is its template, a call its path with ids masked, a message its code words', () => {
  expect(routeTemplate(routes, '/plates/P88')).toBe('/plates/:plateId');
  expect(routeTemplate(routes, '/payPage')).toBe('/payPage');
  expect(routeTemplate(routes, '/nowhere/京A12345')).toBe('/nowhere/:id');
  expect(routeTemplate(routes, '/京A12345/13800138000')).toBe('other');
  expect(routeTemplate(undefined, '/plates/P88')).toBe('/plates/:id');
  expect(routeTemplate(undefined, '/京A12345')).toBe('other');
  expect(callTemplate('get', '/charge/v2/api/bills/U20001?plateNo=京A12345')).toBe('GET /charge/v2/api/bills/{}');
  expect(callTemplate('DELETE', '/driver/v2/api/plates/%E4%BA%ACA12345')).toBe('DELETE /driver/v2/api/plates/{}');
  expect(callTemplate('GET', '/api/v1/bookings')).toBe('GET /api/v1/bookings');
  expect(maskMessage("Cannot read properties of undefined (reading 'plateNo')")).toBe('Cannot read properties of undefined (reading …)');
  const masked = maskMessage('车牌 京A12345 手机 13812345678 token eyJhbGciOiJIUzI1NiJ9secretsecret at https://x.cn/p?phone=13812345678');
  for (const value of PERSONAL) expect(masked).not.toContain(value);
  expect(maskMessage('openid oWx_demo_A refused at a08e1a4f')).toBe('openid … refused at …');
  expect(actionWord('driverApi/executeQuery/fulfilled')).toBe('driverApi/executeQuery/fulfilled');
  expect(actionWord('plate/京A12345')).toBe('…');
});

test('an error, a rejection, a route error and a chunk that failed reach the server once each, with route, version, client and the last actions: no personal value', async () => {
  const debugLog = createDebugLog();
  debugLog.recordAction({ type: 'plates/selected', payload: { plateNo: '京A12345' } }, {}, {});
  debugLog.recordAction({ type: 'driverApi/executeQuery/pending' }, {}, {});
  // What index.html's first script kept before the field code came.
  (window as unknown as { __fieldQueue: unknown[] }).__fieldQueue.push(['error', new TypeError('plate 京A12345 of 13812345678 is not a function'), 'https://h5.example.cn/assets/main.1a2b3c4d.js?token=eyJhbGciOiJIUzI1NiJ9.secret', 1, 2345]);
  const router = { routes, state: { location: { pathname: '/plates/P88' } }, subscribe: () => undefined };
  startField({ debugLog, router });
  const queue = (window as unknown as { __fieldQueue: { push(...s: unknown[]): void } }).__fieldQueue;
  queue.push(['rejection', new Error('张三 U20001 C30001 oWx_openid_0123456789abcdef')]);
  queue.push(['rejection', new Error('张三 U20001 C30001 oWx_openid_0123456789abcdef')]);
  const chunk = new Error('页面加载失败，请检查网络后重试');
  chunk.name = 'ChunkLoadError';
  queue.push(['chunk', chunk]);
  queue.push(['route', new RangeError('Invalid time value')]);
  debugLog.recordCall({ at: 1, method: 'GET', path: '/charge/v2/api/bills/U20001', status: 200, code: '0xd09510001', durationMs: 5, msg: '京A12345 无法支付' });
  debugLog.recordCall({ at: 2, method: 'GET', path: '/charge/v2/api/bills/U20002', status: 200, code: '0xd09510001', durationMs: 5 });
  debugLog.recordCall({ at: 3, method: 'GET', path: '/basic/v2/api/menuConfigs', status: 200, code: '200', durationMs: 5 });
  hide();

  const kept = await received();
  const records = kept.map((k) => k.record);
  expect(records.filter((r) => r.type === 'error').map((r) => r.type === 'error' && [r.kind, r.name, r.route])).toEqual([
    ['error', 'TypeError', '/plates/:plateId'],
    ['rejection', 'Error', '/plates/:plateId'],
    ['chunk', 'ChunkLoadError', '/plates/:plateId'],
    ['route', 'RangeError', '/plates/:plateId'],
  ]);
  const first = records[0];
  expect(first?.type === 'error' && first.source).toBe('main.1a2b3c4d.js:1:2345');
  expect(first?.type === 'error' && first.actions).toEqual(['plates/selected', 'driverApi/executeQuery/pending']);
  expect(records.filter((r) => r.type === 'api')).toEqual([{ type: 'api', call: 'GET /charge/v2/api/bills/{}', code: '0xd09510001', count: 2, route: '/plates/:plateId' }]);
  expect(kept[0]).toMatchObject({ version: 'dev', client: 'browser', elder: false, fromWorker: false });
  const everything = JSON.stringify(kept);
  for (const value of PERSONAL) expect(everything).not.toContain(value);
  expect(everything).not.toMatch(/plate=|phone=|\?/);
});

test('a chunk that failed is reported once for its page view, though it reaches the route\'s error page, goes unhandled and comes from webpack too', async () => {
  startField({ router: { routes, state: { location: { pathname: '/plates/P88' } }, subscribe: () => undefined } });
  const queue = (window as unknown as { __fieldQueue: { push(...s: unknown[]): void } }).__fieldQueue;
  const failed = (message: string) => Object.assign(new Error(message), { name: 'ChunkLoadError' });
  const app = failed('页面加载失败，请检查网络后重试');
  queue.push(['route', app]);
  queue.push(['rejection', app]);
  queue.push(['chunk', failed('Loading chunk 4226 failed.')]);
  queue.push(['rejection', new Error('something else')]);
  hide();

  const records = (await received()).map((k) => k.record).filter((r) => r.type === 'error');
  expect(records.map((r) => r.type === 'error' && [r.kind, r.name, r.route])).toEqual([
    ['chunk', 'ChunkLoadError', '/plates/:plateId'],
    ['rejection', 'Error', '/plates/:plateId'],
  ]);
});

test('a page whose #root still shows nothing 8 s after it opened is reported as a white screen, once; a page that shows something is not; an app not started is left to index.html\'s watch', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    // The app has not started: index.html's start watch reports the page as notStarted at the same moment.
    document.body.innerHTML = '<div id="root"></div>';
    startField({});
    jest.advanceTimersByTime(WHITE_SCREEN_MS + 10);
    hide();
    window.__appMounted = true;
    document.body.innerHTML = '<div id="root"></div>';
    startField({});
    jest.advanceTimersByTime(WHITE_SCREEN_MS + 10);
    hide();
    document.body.innerHTML = '<div id="root"><h1>停车缴费</h1></div>';
    startField({});
    jest.advanceTimersByTime(WHITE_SCREEN_MS + 10);
    hide();
  } finally {
    jest.useRealTimers();
    delete window.__appMounted;
  }
  const kept = await received();
  expect(kept.map((k) => k.record.type === 'error' && [k.record.kind, k.record.route])).toEqual([['whiteScreen', '/plates/:id']]);
});

test('the field code takes index.html\'s queue over: the signals it still holds (what its sender sent has left it); an app not started goes at once, flagged', async () => {
  // One signal index.html's queue still holds (what its sender sent on a hidden page before this code came is gone from it).
  (window as { __fieldQueue?: unknown }).__fieldQueue = [['entry', null, 'https://h5.example.cn/assets/9804.6d83ed96.js']];
  startField({});
  expect(Array.isArray((window as { __fieldQueue?: unknown }).__fieldQueue)).toBe(false);
  // The start watch, 8 s on: the app has not started. It goes now, without the page being hidden.
  (window as unknown as { __fieldQueue: { push(...s: unknown[]): void } }).__fieldQueue.push(['notStarted']);
  const kept = await received();
  expect(kept.map((k) => k.record.type === 'error' && [k.record.kind, k.record.name, k.record.source ?? ''])).toEqual([
    ['entry', 'entry', '9804.6d83ed96.js'],
    ['notStarted', 'notStarted', ''],
  ]);
  expect(kept.every((k) => k.beforeApp)).toBe(true);
});

test('the server sets the share of page views that report their speed; a malformed report is refused whole', async () => {
  backend.db.fieldSampleRate = 0.25;
  localStorage.removeItem(SAMPLE_RATE_KEY);
  const outbox = startField({});
  (window as unknown as { __fieldQueue: { push(...s: unknown[]): void } }).__fieldQueue.push(['error', new Error('x')]);
  outbox.flush();
  for (let i = 0; i < 50 && localStorage.getItem(SAMPLE_RATE_KEY) === null; i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(localStorage.getItem(SAMPLE_RATE_KEY)).toBe('0.25');

  const refused = await fetch('/api/basic/v2/api/fieldReports', { method: 'POST', body: JSON.stringify({ version: '1', client: 'browser', elder: false, fromWorker: false, records: [{ type: 'error', kind: 'error', route: '/payPage?plate=京A12345', name: 'E', message: '', actions: [] }] }) });
  expect(((await refused.json()) as { code: string }).code).not.toBe('200');
});
