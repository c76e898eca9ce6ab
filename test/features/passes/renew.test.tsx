import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fastTiming, restoreTiming, settle, warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { beijingDate, lastDayAfter, PASS_PAGES, passInDb } from './passesKit';

beforeAll(() => warmPages(PASS_PAGES), 120_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

const RENEW = '/special/v2/api/bagPasses/BG9001/renew';

test('a pass that cannot be renewed says why (checkRenewable first), and offers a new one instead', async () => {
  signInAs('A');
  renderApp('/mounthlyRenew?bagId=BG9002');
  expect(await screen.findByText('暂不能续费', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('月卡已过期超过30天，请重新办理')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '重新办理' })).toHaveAttribute('href', '/monthParking?parkId=P1005');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(backend.calls.list('/special/v2/api/checkRenewable', 'POST')[0]?.body).toEqual({ bagId: 'BG9002' });
});

test('renewing the expiring pass by WeChat: one payment for a double tap, the server decides, the pass continues from its old end', async () => {
  signInAs('A');
  const oldEnd = passInDb('BG9001')!.endTime;
  let answer: (v: 'ok') => void = () => undefined;
  const { platform, router } = renderApp('/mounthlyRenew?bagId=BG9001');
  platform.answers.pay = () => new Promise((r) => (answer = r));
  expect(await screen.findByRole('radio', { name: /大车月卡/ }, { timeout: 15_000 })).toBeChecked();
  // Sold out rules are shown but cannot be chosen.
  expect(screen.getByRole('radio', { name: /全天月卡.*已售罄/ })).toBeDisabled();
  await userEvent.click(screen.getByRole('radio', { name: '3个月' }));
  const lastDay = lastDayAfter(oldEnd, 3);
  expect(screen.getByRole('region', { name: '续费时长' })).toHaveTextContent(`续费后有效期至${lastDay}`);
  // The pinned pay bar: the button and, beside it, what it pays.
  expect(screen.getByRole('button', { name: '立即支付' }).closest('.bar')).toHaveTextContent('2700.00元');
  expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();

  const pay = screen.getByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.dblClick(pay);
  await waitFor(() => expect(platform.payments).toHaveLength(1));
  expect(backend.calls.list(RENEW, 'POST')).toHaveLength(1);
  expect(backend.calls.list(RENEW, 'POST')[0]?.body).toMatchObject({ ruleId: 'R5004', periods: 3, payChannel: 3 });
  await settle(platform.payments[0]!.payOrderId, 'paid');
  await act(async () => answer('ok'));

  expect(await screen.findByText('续费成功，有效期已延长', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/mounthlyDetail');
  expect(new URLSearchParams(router.state.location.search).get('bagId')).toBe('BG9001');
  expect(beijingDate(passInDb('BG9001')!.endTime - 1)).toBe(lastDay);
  await waitFor(() => expect(screen.getByRole('region', { name: '月卡信息' })).toHaveTextContent(`至 ${lastDay}`));
  // No longer ending soon: no renewal prompt.
  expect(screen.queryByText(/月卡将于.*到期/)).not.toBeInTheDocument();
});

test('/renew by lot and plate finds the pass; without them the driver picks one', async () => {
  signInAs('A');
  const { router } = renderApp(`/renew?parkId=P1007&plateNo=${encodeURIComponent('粤B12345')}`);
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyRenew'), { timeout: 15_000 });
  expect(router.state.location.search).toBe('?bagId=BG9001');

  await act(() => router.navigate('/renew'));
  const list = await screen.findByRole('list', { name: '我的月卡' });
  const links = list.querySelectorAll('a');
  expect([...links].map((a) => a.getAttribute('href'))).toEqual(['/mounthlyRenew?bagId=BG9001', '/mounthlyRenew?bagId=BG9002']);
});
