import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../support/renderApp';
import { warmPages } from '../../../payment/kit';
import { beijingAt, serveStillFrom } from './estimateKit';

/** On the station page: what charging to full at a fast gun costs now, all in, part by part. */
beforeAll(() => warmPages(['/chargeStationDetail']), 60_000);

test('the station says what a full charge at a fast gun costs now, with each part and the idle-fee risk', async () => {
  serveStillFrom(beijingAt('09:40'));
  renderApp('/chargeStationDetail?stationId=S2002&tab=price');
  const card = await screen.findByRole('region', { name: '现在充满要多少钱' }, { timeout: 15_000 });
  expect(card).toHaveTextContent('直流快充 60kW，电池 75 度的车从 30% 充满：预计充电 52.50 度，10:57 结束');
  expect(within(card).getByText('电费 · 平 09:40–10:00（19.70度）').closest('.adm-list-item')).toHaveTextContent('26.99元');
  expect(within(card).getByText('电费 · 峰 10:00–10:57（32.80度）').closest('.adm-list-item')).toHaveTextContent('67.57元');
  expect(within(card).getByText('服务费（52.50度）').closest('.adm-list-item')).toHaveTextContent('25.20元');
  expect(within(card).getByText('停车费（超出免费时段 18 分钟）').closest('.adm-list-item')).toHaveTextContent('15.00元');
  expect(within(card).getByRole('status')).toHaveTextContent('预估合计（含停车费） 134.76元');
  expect(card).toHaveTextContent('若 11:12 后仍未挪车，每分钟0.50元，封顶30.00元');
});

test('at 23:50 the full charge runs into the next day at the valley price; the lot\'s rule with its cap; no idle fee here', async () => {
  serveStillFrom(beijingAt('23:50'));
  // 国家大剧院: 停车费8元/小时，充电车辆前30分钟免费，每次封顶60元.
  renderApp('/chargeStationDetail?stationId=S2003&tab=price');
  const card = await screen.findByRole('region', { name: '现在充满要多少钱' }, { timeout: 15_000 });
  expect(card).toHaveTextContent('次日01:07 结束');
  expect(within(card).getByText('电费 · 谷 23:50–次日01:07（52.50度）')).toBeInTheDocument();
  expect(card).toHaveTextContent('充电车辆前30分钟免费，之后每小时8.00元（不足1小时按1小时），每次封顶60.00元');
  // 国家大剧院 charges no idle fee.
  expect(card).toHaveTextContent('本站不收取占位费');
});

test('a closed station estimates nothing', async () => {
  serveStillFrom(beijingAt('09:40'));
  renderApp('/chargeStationDetail?stationId=S2006&tab=price');
  expect(await screen.findByRole('heading', { name: '北海公园公交场站充电站' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '现在充满要多少钱' })).not.toBeInTheDocument();
});
