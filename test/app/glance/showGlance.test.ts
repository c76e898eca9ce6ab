import { showGlance } from '@/app/glance/showGlance';
import type { SendResult } from '@/api/request';
import { paths } from '@/lib/paths';

/**
 * The glance covers index.html's #root from the moment the early answers are in until the app's page is there: it
 * never shows over a page the app drew first, and it gives way as soon as the page has its heading and nothing loading.
 */

const BALANCE: SendResult = { ok: true, data: { balance: 10000, withdrawableBalance: 8500 } };
const glance = () => document.querySelector('[data-glance]');
const settle = () => new Promise((r) => setTimeout(r, 0));
/** Under fake timers: the answers' promise chain run to its end. */
const ticks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => jest.useRealTimers());

test('drawn from the answers: the title and the figure, hidden from screen readers, taking taps itself', async () => {
  showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]);
  await settle();
  expect(glance()).not.toBeNull();
  expect(glance()?.getAttribute('aria-hidden')).toBe('true');
  // It takes the taps itself: an inert cover would pass them to the page under it.
  expect(glance()?.hasAttribute('inert')).toBe(false);
  expect(glance()?.querySelector('[data-figure]')?.textContent).toBe('100.00元');
  expect(glance()?.textContent).toContain('正在打开页面…');
});

test("drawn once the answers it reads are in: the page's other reads, still on their way, do not hold it", async () => {
  const onTheWay = () => new Promise<SendResult>(() => undefined);
  const bill: SendResult = { ok: true, data: { parkName: '王府井百货地下停车场', orderState: 1, parkFee: 3000 } };
  // The bill's coupons, channels and balance are not in yet: its fee shows all the same.
  showGlance(paths.payPage, [Promise.resolve(bill), onTheWay(), onTheWay(), onTheWay(), onTheWay()]);
  await settle();
  expect(glance()?.querySelector('[data-figure]')?.textContent).toBe('停车费 30.00元');
  glance()?.remove();

  // The renewal reads two: the check alone is not enough to say its price.
  let pass: (r: SendResult) => void = () => undefined;
  const check: SendResult = { ok: true, data: { renewable: 1, rules: [{ ruleId: 'R1', price: 90000, periodType: '月卡', ruleName: '大车月卡' }] } };
  showGlance(paths.mounthlyRenew, [Promise.resolve(check), new Promise<SendResult>((r) => (pass = r)), onTheWay()]);
  await settle();
  expect(glance()).toBeNull();
  pass({ ok: true, data: { ruleId: 'R1', parkName: 'P', endDate: '2026-11-30' } });
  await settle();
  expect(glance()?.querySelector('[data-figure]')?.textContent).toBe('费用 900.00元/月卡 × 1 = 900.00元');
});

test('gone once the page has its heading and nothing loading; while a part still loads, a moment after its heading', async () => {
  showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]);
  await settle();
  const root = document.getElementById('root')!;
  root.innerHTML = '<h1>账户余额</h1><section aria-busy="true">余额加载中</section>';
  await settle();
  expect(glance()).not.toBeNull();
  root.querySelector('section')!.removeAttribute('aria-busy');
  await settle();
  expect(glance()).toBeNull();

  jest.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
  showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]);
  await ticks();
  expect(glance()).not.toBeNull();
  document.getElementById('root')!.innerHTML = '<h1>账户余额</h1><section aria-busy="true">加载中</section>';
  await ticks();
  jest.advanceTimersByTime(799);
  expect(glance()).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(glance()).toBeNull();
});

test('never over a page the app drew first, without #root, or when the figure\'s answer failed', async () => {
  document.getElementById('root')!.innerHTML = '<h1>账户余额</h1>';
  showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]);
  await settle();
  expect(glance()).toBeNull();

  document.body.innerHTML = '';
  showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]);
  await settle();
  expect(glance()).toBeNull();

  document.body.innerHTML = '<div id="root"></div>';
  showGlance(paths.accountBalance, [Promise.resolve({ ok: false, error: { code: 'NETWORK_ERROR', msg: '网络异常' } })]);
  await settle();
  expect(glance()).toBeNull();
});

test('gone after 20 s whatever happens: the app\'s own error page must not stay covered', async () => {
  jest.useFakeTimers();
  showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]);
  await ticks();
  expect(glance()).not.toBeNull();
  jest.advanceTimersByTime(20_000);
  expect(glance()).toBeNull();
});

test('answers in before the HTML has been read to #root: drawn once it has been', async () => {
  document.body.innerHTML = '';
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  try {
    showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]);
    await settle();
    expect(glance()).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
    expect(glance()?.querySelector('[data-figure]')?.textContent).toBe('100.00元');
  } finally {
    readyState.mockRestore();
  }
});

test('settles once the glance has been painted, or at once when there is to be none: the app\'s start waits for it', async () => {
  let settled = false;
  void showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]).then(() => (settled = true));
  await settle();
  expect(glance()).not.toBeNull();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)));
  expect(settled).toBe(true);

  // The app drew the page first: no glance, settled all the same.
  document.body.innerHTML = '<div id="root"><h1>账户余额</h1></div>';
  await expect(showGlance(paths.accountBalance, [Promise.resolve(BALANCE)])).resolves.toBeUndefined();
  // No figure in the answer: none either.
  await expect(showGlance(paths.accountBalance, [Promise.resolve({ ok: false, error: { code: 'NETWORK_ERROR', msg: '网络异常' } } as SendResult)])).resolves.toBeUndefined();
  expect(glance()).toBeNull();
});

test('the HTML read as far as #root is enough: the rest of it is the start script, and the glance does not wait for it', async () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  try {
    showGlance(paths.accountBalance, [Promise.resolve(BALANCE)]);
    await settle();
    expect(glance()?.querySelector('[data-figure]')?.textContent).toBe('100.00元');
  } finally {
    readyState.mockRestore();
  }
});
