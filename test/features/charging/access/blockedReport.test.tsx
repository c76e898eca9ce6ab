import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { api } from './accessKit';

configure({ asyncUtilTimeout: 6000 });
beforeAll(() => warmPages(['/chargerReport', '/chargeStationDetail']), 60_000);

const PLACE = /您排在第\s*(\d+)\s*位/;

/** The place in line the page says now, or undefined. */
const placeNow = () => [...document.querySelectorAll('[role="status"]')].map((el) => PLACE.exec(el.textContent ?? '')?.[1]).find((n) => n !== undefined);

/** Every place in line the page showed from now on (each text as drawn, however briefly). */
function placesShown(): { seen: number[]; stop(): void } {
  const seen: number[] = [];
  const look = () => {
    const n = placeNow();
    if (n !== undefined && seen.at(-1) !== Number(n)) seen.push(Number(n));
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  look();
  return { seen, stop: () => observer.disconnect() };
}

test('燃油车占位 moves the driver to the front of the line: back on the station page the old place (第 2 位) is never shown again', async () => {
  // 崇文门 is full: B waits first, the customer second.
  expect((await api(signInAs('B').token, 'POST', '/cps/v2/api/stationQueues', { stationId: 'S2004', gunType: 'fast' })).code).toBe('200');
  const customer = signInAs('customer');
  expect((await api(customer.token, 'POST', '/cps/v2/api/stationQueues', { stationId: 'S2004', gunType: 'fast' })).code).toBe('200');
  renderApp('/chargeStationDetail?stationId=S2004');
  // The page has read the place once: the phone holds 第 2 位.
  await waitFor(() => expect(placeNow()).toBe('2'), { timeout: 15_000 });

  // The report is a pile's: from the 充电桩 tab (the place in line is the 预约排队 tab's, opened first).
  await userEvent.click(screen.getByRole('tab', { name: '充电桩' }));
  const piles = await screen.findByRole('region', { name: '充电桩' });
  await userEvent.click(within(piles).getByRole('link', { name: /^燃油车占位\s*（报告1号直流桩车位被占）$/ }));
  const reasons = await screen.findByRole('group', { name: '遇到的问题（可多选）' }, { timeout: 15_000 });
  await userEvent.click(within(reasons).getByRole('checkbox', { name: '油车占位' }));
  await userEvent.click(screen.getByRole('button', { name: '提交报告' }));
  expect(await screen.findByRole('heading', { name: '占位报告已提交' })).toBeInTheDocument();
  expect(screen.getByText(/已为您前移排队位置。$/)).toBeInTheDocument();
  expect((await api<{ queue: { position: number } | null }>(customer.token, 'GET', '/cps/v2/api/chargerAccess/mine')).data.queue?.position).toBe(1);

  // The mine answer is slow, as on a weak signal: whatever the page draws meanwhile must not be the old place.
  backend.faults.add({ path: '/cps/v2/api/chargerAccess/mine', method: 'GET', delayMs: 500 });
  const shown = placesShown();
  await userEvent.click(screen.getByRole('button', { name: '返回充电站' }));
  // Back on the tab the driver left (充电桩); the place is read where it is shown.
  await userEvent.click(await screen.findByRole('tab', { name: '预约排队' }, { timeout: 15_000 }));
  await waitFor(() => expect(shown.seen).toContain(1), { timeout: 15_000 });
  shown.stop();
  expect(shown.seen).toEqual([1]);
});
