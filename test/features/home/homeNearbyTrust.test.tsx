import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { installFakeIntersectionObserver, openHome, setMenuConfig } from './homeKit';

installFakeIntersectionObserver();

const TRUST = '/cps/v2/api/stationTrust';
const STATIONS = '/cps/v2/api/nearbyStations';

interface Summary { stationId: string; starts30d: number; succeeded30d: number; allPilesFailing: boolean }

/** What the server says of the stations the home asked about, read back from the mock as the app read it. */
async function summariesAsked(): Promise<Summary[]> {
  const ids = String(backend.calls.list(TRUST, 'GET').at(-1)!.query.stationIds);
  const res = await fetch(`http://localhost/api${TRUST}?stationIds=${encodeURIComponent(ids)}`, { headers: { ClientType: '2' } });
  return ((await res.json()) as { data: Summary[] }).data;
}

test('the home\'s nearby stations: 按可靠性 takes the most reliable of all the server found nearby; 只看近期可用 leaves out the one where nothing worked lately', async () => {
  setMenuConfig({ platBizType: 2 });
  await openHome();
  const region = await screen.findByRole('region', { name: '附近' });
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
  const names = () => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  const nearest = names();
  expect(backend.calls.list(TRUST, 'GET')).toHaveLength(0);

  await userEvent.click(within(region).getByRole('radio', { name: '按可靠性' }));
  expect(await within(region).findByText('来源：本平台近30天充电记录')).toBeInTheDocument();
  // Every station of the nearby answer was asked about, not only the three shown first.
  // The home asks the station list's 20 nearest once the driver chooses, and takes its 3 from them.
  await waitFor(() => expect(backend.calls.list(STATIONS)).toHaveLength(2));
  expect(backend.calls.list(STATIONS)[1]!.body).toEqual({ destLng: 116.397428, destLat: 39.90923, source: 2, pageNo: 1, pageSize: 20 });
  const asked = await fetch(`http://localhost/api${STATIONS}`, { method: 'POST', headers: { ClientType: '2', 'Content-Type': 'application/json' }, body: JSON.stringify(backend.calls.list(STATIONS)[1]!.body) });
  const found = ((await asked.json()) as { data: { results: { stationId: string; stationName: string }[] } }).data.results;
  expect(found.length).toBeGreaterThan(3);
  const summaries = await summariesAsked();
  expect(summaries.map((s) => s.stationId).sort()).toEqual(found.map((s) => s.stationId).sort());
  const share = (s: Summary) => (s.starts30d < 5 ? -1 : s.succeeded30d / s.starts30d);
  const idOf = new Map(found.map((s) => [s.stationName, s.stationId]));
  const byId = new Map(summaries.map((s) => [s.stationId, s]));
  const best = [...found].map((s) => byId.get(s.stationId)!).sort((a, b) => share(b) - share(a)).slice(0, 3).map(share);
  await waitFor(() => expect(names().map((n) => share(byId.get(idOf.get(n!)!)!))).toEqual(best));

  await userEvent.click(within(region).getByRole('checkbox', { name: '只看近期可用' }));
  const failing = found.filter((s) => byId.get(s.stationId)!.allPilesFailing).map((s) => s.stationName);
  expect(failing.length).toBeGreaterThan(0);
  await waitFor(() => expect(names().some((n) => failing.includes(n!))).toBe(false));

  await userEvent.click(within(region).getByRole('radio', { name: '按距离' }));
  await userEvent.click(within(region).getByRole('checkbox', { name: '只看近期可用' }));
  await waitFor(() => expect(names()).toEqual(nearest));
});

test('when the stations\' record cannot be read the list stays nearest first and says so, with 重试', async () => {
  setMenuConfig({ platBizType: 2 });
  backend.faults.add({ path: TRUST, method: 'GET', code: '500', msg: '服务繁忙' });
  await openHome();
  const region = await screen.findByRole('region', { name: '附近' });
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
  const nearest = within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  await userEvent.click(within(region).getByRole('radio', { name: '按可靠性' }));
  const alert = await within(region).findByRole('alert');
  expect(alert).toHaveTextContent('可靠性记录加载失败，暂按距离显示全部充电站');
  expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(nearest);
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(await within(region).findByText('来源：本平台近30天充电记录')).toBeInTheDocument();
});
