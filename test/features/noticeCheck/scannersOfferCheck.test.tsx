import { configure, fireEvent, screen, within } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

/**
 * Every scanner that refuses a code not ours offers 核实通知 under its warning (the kit's ForeignCodeWarning), with the
 * scanned text filled in: the driver holding a fake sticker on a pile or a fake coupon poster can ask before paying
 * anyone. The lane scanner's own test is checkNotice.test.tsx's; here the coupon and pile scanners.
 */
configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/checkNotice', '/scanQRCode', '/scanQRCodeCharging', '/chargingPage']), 60_000);

const CHECK = '/charge/v2/api/noticeChecks';
const FAKE = 'https://tcjf-pay.cc/qr?pile=200101&pay=1';

/** Taps 核实通知 under the warning, lands on the check page with the scan in the box, types the plate and asks. */
async function checkTheScan() {
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent('该二维码指向 tcjf-pay.cc，不是本平台的，请勿扫码支付，本次未支付任何费用');
  fireEvent.click(screen.getByRole('link', { name: '核实通知' }));
  expect(await screen.findByRole('heading', { name: '核实通知', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByLabelText('短信或通知内容')).toHaveValue(FAKE);
  // A sticker's code names no plate: the driver types theirs. Nothing is sent until they ask.
  expect(screen.getByLabelText('车牌号')).toHaveValue('');
  fireEvent.change(screen.getByLabelText('车牌号'), { target: { value: '京A12345' } });
  expect(backend.calls.list(CHECK, 'POST')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: '核实' }));
  const foreign = await screen.findByRole('heading', { name: '此链接不是我们的' });
  expect(within(foreign.closest('[role="alert"]') as HTMLElement).getByText('tcjf-pay.cc')).toBeInTheDocument();
  expect(backend.calls.list(CHECK, 'POST').map((c) => c.body)).toEqual([{ plateNo: '京A12345', links: [FAKE] }]);
}

test('the parking coupon scanner: a code not ours is refused, nothing claimed, and 核实通知 checks what was scanned', async () => {
  signInAs('A');
  const { platform } = renderApp('/scanQRCode');
  platform.answers.scan = FAKE;
  fireEvent.click(await screen.findByRole('button', { name: /扫码领券/ }, { timeout: 15_000 }));
  await checkTheScan();
  expect(backend.calls.list('/coupon/v2/api/claim', 'POST')).toHaveLength(0);
  expect(backend.calls.list('/coupon/v2/api/sendPlateCoupon', 'POST')).toHaveLength(0);
});

test('the charging coupon scanner offers the same 核实通知', async () => {
  signInAs('A');
  const { platform } = renderApp('/scanQRCodeCharging');
  platform.answers.scan = FAKE;
  fireEvent.click(await screen.findByRole('button', { name: /扫描券码二维码/ }, { timeout: 15_000 }));
  await checkTheScan();
  expect(backend.calls.list('/cps/v2/api/chargingCoupons/claim', 'POST')).toHaveLength(0);
});

test('the charging pile scanner: a code not ours is refused, no pile asked, and 核实通知 checks what was scanned', async () => {
  signInAs('A');
  const { platform } = renderApp('/chargingPage');
  platform.answers.scan = FAKE;
  fireEvent.click(await screen.findByRole('button', { name: /扫描充电桩二维码/ }, { timeout: 15_000 }));
  await checkTheScan();
  expect(backend.calls.list('/cps/v2/api/piles/{pileCode}')).toEqual([]);
  expect(backend.calls.list('/cps/v2/api/chargingOrders', 'POST')).toEqual([]);
});

test('a pile address carrying a code not ours (the home\'s 扫码充电) offers it too', async () => {
  signInAs('A');
  renderApp(`/chargingPage?pileCode=${encodeURIComponent(FAKE)}`);
  await checkTheScan();
});
