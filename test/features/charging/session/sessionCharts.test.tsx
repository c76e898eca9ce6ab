import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, passthrough } from 'msw';
import type { ChargingSession } from '@/api/cps/session.types';
import { warmPages } from '../../../payment/kit';
import { junkOnScreen } from '../../../support/answerAlterations';
import { backend, server } from '../../../support/mockServer';
import { fastSessionsAsA } from '../../../support/chargingSeed';
import { renderApp } from '../../../support/renderApp';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/chargingResults']), 60_000);

const MIN = 60_000;
fastSessionsAsA();

type Data = Record<string, unknown>;

/** The session as the mock answers it, each answer kept as sent and then altered by `alter` before the page reads it. */
function serveSession(alter: (data: Data) => void = () => undefined): ChargingSession[] {
  const answered: ChargingSession[] = [];
  server.use(
    http.get('*/cps/v2/api/chargingOrders/:orderNo', async ({ request }) => {
      const response = await backend.handle(request);
      if (!response) return passthrough();
      const envelope = (await response.json()) as { code: string; data: Data };
      if (envelope.code === '200') {
        answered.push(structuredClone(envelope.data) as unknown as ChargingSession);
        alter(envelope.data);
      }
      return HttpResponse.json(envelope, { status: response.status });
    }),
  );
  return answered;
}

/** What a screen reader hears for each curve of an answer, worked out from its readings (wire times are Beijing). */
function heard(s: ChargingSession) {
  const samples = s.samples!;
  const span = `${samples[0]!.at.slice(11, 16)} 至 ${samples.at(-1)!.at.slice(11, 16)} 共 ${samples.length} 个读数`;
  const kw = samples.map((x) => x.powerW / 1000);
  return {
    power: `充电功率：${span}，最高 ${Math.max(...kw).toFixed(1)} kW，最新 ${kw.at(-1)!.toFixed(1)} kW`,
    energy: `已充电量：${span}，最高 ${(Math.max(...samples.map((x) => x.energyWh)) / 1000).toFixed(2)} 度，最新 ${s.kwh.toFixed(2)} 度`,
  };
}

test('the live session draws its power and energy from the server\'s readings, ending on the figures, and follows each answer', async () => {
  const answered = serveSession();
  renderApp('/chargingResults?orderNo=C30001');
  const power = await screen.findByRole('img', { name: /^充电功率：/ }, { timeout: 15_000 });
  const energy = screen.getByRole('img', { name: /^已充电量：/ });
  const now = answered.at(-1)!;
  // A's seed session: 42 minutes at 26.6 kW, a reading a minute and the one now.
  expect(now.samples!.length).toBeGreaterThan(40);
  expect(power).toHaveAccessibleName(heard(now).power);
  expect(energy).toHaveAccessibleName(heard(now).energy);
  expect(heard(now).power).toMatch(/最高 26\.6 kW，最新 26\.6 kW$/);
  // The curve ends on the figure written above it.
  const kwh = within(screen.getByRole('region', { name: '充电数据' })).getByText(/^\d+\.\d\d 度$/).textContent!;
  expect(heard(now).energy.endsWith(`最新 ${kwh}`)).toBe(true);

  // Every reading, for a screen reader, in a table of its own.
  const table = screen.getByRole('table', { name: '已充电量（度）' });
  expect(within(table).getAllByRole('row')).toHaveLength(now.samples!.length + 1);
  const tenth = now.samples![10]!;
  expect(within(table).getByRole('row', { name: `${tenth.at.slice(11, 16)} ${(tenth.energyWh / 1000).toFixed(2)}` })).toBeInTheDocument();

  // Ten minutes on, the next answer brings ten more readings and the charts follow it.
  const before = now.samples!.length;
  backend.clock.advance(10 * MIN);
  await waitFor(() => expect(answered.at(-1)!.samples!.length).toBeGreaterThanOrEqual(before + 10));
  await waitFor(() => expect(screen.getByRole('img', { name: /^充电功率：/ })).toHaveAccessibleName(heard(answered.at(-1)!).power));
  expect(screen.getByRole('img', { name: /^已充电量：/ })).toHaveAccessibleName(heard(answered.at(-1)!).energy);
});

test('an ended session keeps its curves beside its bill, the last reading at no power', async () => {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  Object.assign(seed, { stopRequestedAt: backend.clock.now() - 5 * MIN, stopConfirmedAt: backend.clock.now() - 5 * MIN });
  const answered = serveSession();
  renderApp('/chargingResults?orderNo=C30001');
  expect(await screen.findByText('充电已结束', {}, { timeout: 15_000 })).toBeInTheDocument();
  const power = screen.getByRole('img', { name: /^充电功率：/ });
  expect(power).toHaveAccessibleName(heard(answered.at(-1)!).power);
  expect(power).toHaveAccessibleName(/最新 0\.0 kW$/);
  expect(screen.getByRole('region', { name: '充电账单' })).toBeInTheDocument();
});

const broken: [string, (data: Data) => void][] = [
  ['a reading mistyped (power as a string)', (d) => ((d.samples as Data[])[3]!.powerW = '26.6')],
  ['the series missing', (d) => delete d.samples],
  ['the series null', (d) => (d.samples = null)],
  ['a time that is no time', (d) => ((d.samples as Data[])[0]!.at = '昨天')],
];

test.each(broken)('%s: 充电曲线暂不可用, and the figures and 停止充电 stay', async (_, alter) => {
  serveSession(alter);
  renderApp('/chargingResults?orderNo=C30001');
  expect(await screen.findByText('充电曲线暂不可用', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('充电中')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: '充电数据' })).getByText(/^18\.\d\d 度$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '停止充电' })).toBeEnabled();
  expect(screen.queryByRole('img', { name: /充电功率|已充电量/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/数据异常/)).not.toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(junkOnScreen);
});

test('no reading yet (energy has not flowed): no curve and nothing said about one', async () => {
  serveSession((d) => (d.samples = []));
  renderApp('/chargingResults?orderNo=C30001');
  expect(await screen.findByRole('button', { name: '停止充电' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /充电功率|已充电量/ })).not.toBeInTheDocument();
  expect(screen.queryByText('充电曲线暂不可用')).not.toBeInTheDocument();
});
