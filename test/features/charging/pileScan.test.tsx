import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

/**
 * /chargingPage with no pile yet (src/features/charging/components/start/PileEntry.tsx): a scanned code that is not a
 * pile's goes nowhere. Another platform's is a scam warning, so it is said on the page itself, naming the host it
 * points to, and stays until the driver scans again, types or leaves — not a toast gone in 3 s (docs/rules/parking.md, "No fake
 * codes"). Nothing is asked of the server and nothing is paid.
 */
beforeAll(() => warmPages(['/chargingPage']), 60_000);

const scanButton = () => screen.findByRole('button', { name: /扫描充电桩二维码/ });
const nothingAsked = () => {
  expect(backend.calls.list('/cps/v2/api/piles/{pileCode}')).toEqual([]);
  expect(backend.calls.list('/cps/v2/api/chargingOrders', 'POST')).toEqual([]);
};

/** Longer than a toast lasts (3 s): a toast would be gone by now. */
function letAToastGo() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  act(() => jest.advanceTimersByTime(5_000));
  jest.useRealTimers();
}

test('another platform’s code: the warning names its host, stays past a toast’s 3 s, and nothing is asked or paid', async () => {
  signInAs('A');
  const { platform, ui } = renderApp('/chargingPage');
  platform.answers.scan = 'https://evil.example.net/qr?pileCode=200101';
  fireEvent.click(await scanButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('该二维码指向 evil.example.net，不是本平台的，请勿扫码支付，本次未支付任何费用');
  letAToastGo();
  expect(screen.getByRole('alert')).toHaveTextContent('evil.example.net');
  expect(ui.toasts).toEqual([]);
  nothingAsked();
  // Typing a pile's number is the driver moving on: the warning goes.
  await userEvent.type(screen.getByRole('textbox', { name: '充电桩编号' }), '2');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a lookalike without a scheme names the text up to its first slash, never its query', async () => {
  signInAs('A');
  const { platform, ui } = renderApp('/chargingPage');
  platform.answers.scan = 'cps.example.com.evil.net/qr?pileCode=200101&payee=me';
  fireEvent.click(await scanButton());
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent('该二维码指向 cps.example.com.evil.net，不是本平台的');
  expect(warning).not.toHaveTextContent(/pileCode|payee|\/qr/);
  letAToastGo();
  expect(screen.getByRole('alert')).toBe(warning);
  expect(ui.toasts).toEqual([]);
  nothingAsked();
  // Scanning again: the old warning goes with the new scan (a good code opens its pile).
  platform.answers.scan = '200101';
  fireEvent.click(screen.getByRole('button', { name: /扫描充电桩二维码/ }));
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeInTheDocument();
  expect(screen.queryByText(/不是本平台的/)).not.toBeInTheDocument();
});

test('a link that arrived with another platform’s code in its address says the same on arrival', async () => {
  signInAs('A');
  const { ui } = renderApp(`/chargingPage?pileCode=${encodeURIComponent('https://user:pw@evil.example.net/qr?pileCode=200101')}`);
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent('该二维码指向 evil.example.net，不是本平台的，请勿扫码支付，本次未支付任何费用');
  expect(warning).not.toHaveTextContent(/user|pw/);
  expect(ui.toasts).toEqual([]);
  nothingAsked();
});

test('a code that is no address at all is unreadable, said on the page too', async () => {
  signInAs('A');
  const { platform, ui } = renderApp('/chargingPage');
  platform.answers.scan = '京A12345';
  fireEvent.click(await scanButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('无法识别该二维码，请扫描充电桩上的二维码或输入桩号');
  expect(screen.queryByText(/不是本平台的/)).not.toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
  nothingAsked();
});
