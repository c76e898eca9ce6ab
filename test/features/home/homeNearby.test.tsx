import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PlatformError } from '@/platform/types';
import { readStored, writeStored } from '@/session/storage';
import { backend, server } from '../../support/mockServer';
import { installFakeIntersectionObserver, openHome, setMenuConfig } from './homeKit';

installFakeIntersectionObserver();

const PARKS = '/dealer/v2/api/nearbyParks/home';
const STATIONS = '/cps/v2/api/nearbyStations';
const nearby = () => screen.findByRole('region', { name: '附近' });

describe('nearby list by platBizType', () => {
  test('1: parks only, from the located position (stored for next time), with a more link to /map', async () => {
    setMenuConfig({ platBizType: 1 });
    await openHome();
    const region = await nearby();
    expect(within(region).getByRole('heading', { name: '附近停车场' })).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0));
    const first = within(region).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent(/空位 \d+\/\d+/);
    expect(first).toHaveTextContent(/\d+(m|\.\d{2}km)/);
    expect(backend.calls.list(PARKS)[0]?.body).toEqual({ destLng: 116.397428, destLat: 39.90923 });
    expect(backend.calls.list(STATIONS)).toHaveLength(0);
    expect(within(region).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/map');
    expect(readStored('lng')).toBe(116.397428);
    expect(readStored('lat')).toBe(39.90923);
    expect(screen.queryByText('停车点查询失败')).not.toBeInTheDocument();
  });

  test("the block's placeholder stands while the list's answer is on its way, then is hidden in place, not removed", async () => {
    setMenuConfig({ platBizType: 1 });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post(`*/api${PARKS}`, async () => {
      await held;
      return HttpResponse.json({ code: '200', msg: 'ok', data: { results: [], total: 0, pageNo: 1, pageSize: 10 } });
    }));
    await openHome();
    const region = await nearby();
    const placeholder = await within(region).findByRole('progressbar', { name: '停车场加载中' });
    answer();
    expect(await within(region).findByText('暂无符合条件的停车点位')).toBeInTheDocument();
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
    // The same element, still in the block, hidden: no removal in the answer's commit.
    expect(region).toContainElement(placeholder);
    expect(placeholder).not.toBeVisible();
  });

  test('2: charging stations only, at most 3, with guns and price; more → /map?isFromHome=2', async () => {
    setMenuConfig({ platBizType: 2 });
    await openHome();
    const region = await nearby();
    expect(within(region).getByRole('heading', { name: '附近充电站' })).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(/快 \d+\/\d+.*慢 \d+\/\d+.*\d+\.\d{2}元\/度/);
    expect(backend.calls.list(STATIONS)[0]?.body).toEqual({ destLng: 116.397428, destLat: 39.90923, source: 1 });
    expect(backend.calls.list(PARKS)).toHaveLength(0);
    expect(within(region).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/map?isFromHome=2');
  });

  test('even when the server answers more than 3 stations, home shows 3', async () => {
    setMenuConfig({ platBizType: 2 });
    const station = (i: number) => ({
      stationId: `S${i}`, stationName: `充电站${i}`, stationAddr: '地址', latitude: 39.9, longitude: 116.4, openState: { state: 1, text: '营业中' },
      supportBook: 0, supportOccupy: 0, usageRate: 0.5, currentPrice: 1.2, quickChargingInfo: { leftNum: 1, totalNum: 2 },
      slowChargingInfo: { leftNum: 0, totalNum: 2 }, parkingFeeDesc: '', distance: 100 * i,
    });
    server.use(http.post('*/api/cps/v2/api/nearbyStations', () => HttpResponse.json({ code: '200', msg: 'ok', data: { results: [1, 2, 3, 4, 5].map(station), total: 5, pageNo: 1, pageSize: 5 } })));
    await openHome();
    const region = await nearby();
    await within(region).findByText('充电站1');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).queryByText('充电站4')).not.toBeInTheDocument();
  });

  test('3 with charging on: a switch between parks and stations', async () => {
    setMenuConfig({ platBizType: 3, charging: 1 });
    await openHome();
    const region = await nearby();
    const parks = within(region).getByRole('button', { name: '附近停车场' });
    expect(parks).toHaveAttribute('aria-pressed', 'true');
    // The block keeps its heading for screen readers, naming the list shown; the switch is what is seen.
    const heading = within(region).getByRole('heading', { name: '附近停车场' });
    expect(heading).toHaveClass('sr-only');
    await waitFor(() => expect(backend.calls.list(PARKS)).toHaveLength(1));
    await userEvent.click(within(region).getByRole('button', { name: '附近充电站' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    expect(backend.calls.list(STATIONS)).toHaveLength(1);
    expect(heading).toHaveTextContent('附近充电站');
    expect(within(region).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/map?isFromHome=2');
  });

  test('3 with charging off: parks only, no switch', async () => {
    setMenuConfig({ platBizType: 3, charging: 0 });
    await openHome();
    const region = await nearby();
    expect(within(region).getByRole('heading', { name: '附近停车场' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: '附近充电站' })).not.toBeInTheDocument();
  });

  test('empty lists say so', async () => {
    setMenuConfig({ platBizType: 3, charging: 1 });
    server.use(
      http.post('*/api/dealer/v2/api/nearbyParks/home', () => HttpResponse.json({ code: '200', msg: 'ok', data: { results: [], total: 0, pageNo: 1, pageSize: 5 } })),
      http.post('*/api/cps/v2/api/nearbyStations', () => HttpResponse.json({ code: '200', msg: 'ok', data: { results: [], total: 0, pageNo: 1, pageSize: 3 } })),
    );
    await openHome();
    const region = await nearby();
    expect(await within(region).findByText('暂无符合条件的停车点位')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '附近充电站' }));
    expect(await within(region).findByText('暂无符合条件的充电站')).toBeInTheDocument();
  });

  test('a failed list shows its error and retries', async () => {
    setMenuConfig({ platBizType: 1 });
    backend.faults.add({ path: PARKS, code: '500', msg: '服务繁忙' });
    await openHome();
    const region = await nearby();
    await within(region).findByText('停车点查询失败');
    await userEvent.click(within(region).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0));
  });
});

describe('location failure', () => {
  test('a list that loaded from the stored position says so, and never that the query failed', async () => {
    setMenuConfig({ platBizType: 1 });
    writeStored('lng', 116.3);
    writeStored('lat', 39.95);
    await openHome({ answers: { locate: new PlatformError('用户拒绝授权定位', 'denied') } });
    const region = await nearby();
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(region).getByRole('status')).toHaveTextContent('未获得定位，按上次的位置显示附近停车场');
    expect(within(region).queryByText(/查询失败/)).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(backend.calls.list(PARKS)[0]?.body).toEqual({ destLng: 116.3, destLat: 39.95 });
  });

  test('falls back to the city centre when nothing is stored, and says so', async () => {
    setMenuConfig({ platBizType: 2 });
    await openHome({ answers: { locate: new PlatformError('browser does not support geolocation', 'unsupported') } });
    const region = await nearby();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    expect(within(region).getByRole('status')).toHaveTextContent('未获得定位，按默认位置显示附近充电站');
    expect(within(region).queryByText(/查询失败/)).not.toBeInTheDocument();
    expect(backend.calls.list(STATIONS)[0]?.body).toEqual({ destLng: 116.397, destLat: 39.909, source: 1 });
    expect(readStored('lng')).toBeUndefined();
  });

  test('location refused and the list request fails: the failure with 重试, which loads the list', async () => {
    setMenuConfig({ platBizType: 1 });
    backend.faults.add({ path: PARKS, code: '500', msg: '服务繁忙' });
    await openHome({ answers: { locate: new PlatformError('用户拒绝授权定位', 'denied') } });
    const region = await nearby();
    expect(await within(region).findByRole('alert')).toHaveTextContent('停车点查询失败');
    await userEvent.click(within(region).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(region).queryByText('停车点查询失败')).not.toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('未获得定位，按默认位置显示附近停车场');
  });
});

describe('news', () => {
  test('three items of page 1 with the client type; thirdUrl opens outside, others /newsDetail; more → /newsList', async () => {
    const { router } = await openHome({ clientType: 1 });
    const news = await screen.findByRole('region', { name: '资讯' });
    await waitFor(() => expect(within(news).getAllByRole('listitem')).toHaveLength(3));
    expect(backend.calls.list('/publicity/v2/api/news')[0]?.query).toEqual({ pageNo: '1', pageSize: '3', clientType: '1' });
    const external = within(news).getByRole('link', { name: /市交通委/ });
    expect(external).toHaveAttribute('href', 'https://www.example.com/news/road-parking-e-pay');
    expect(within(news).getByRole('link', { name: '更多资讯' })).toHaveAttribute('href', '/newsList');
    await userEvent.click(within(news).getByRole('link', { name: /五一假期停车收费调整通知/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsDetail'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?newId=N5001');
  });

  test('the stored dealer is passed along', async () => {
    writeStored('driverDealerId', '1001');
    await openHome();
    const news = await screen.findByRole('region', { name: '资讯' });
    await waitFor(() => expect(within(news).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(backend.calls.list('/publicity/v2/api/news')[0]?.query).toMatchObject({ driverDealerId: '1001' });
  });

  test('news off in the menu config: no block and no call', async () => {
    setMenuConfig({ news: 0 });
    await openHome();
    await nearby();
    await waitFor(() => expect(backend.calls.list('/basic/v2/api/menuConfigs').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: '资讯' })).not.toBeInTheDocument();
    expect(backend.calls.list('/publicity/v2/api/news')).toHaveLength(0);
  });

  test('news that fail to load show an error with a retry', async () => {
    backend.faults.add({ path: '/publicity/v2/api/news', code: '500', msg: '服务繁忙' });
    await openHome();
    const news = await screen.findByRole('region', { name: '资讯' });
    await within(news).findByText('资讯加载失败');
    await userEvent.click(within(news).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(news).getAllByRole('listitem')).toHaveLength(3));
  });
});
