import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformError } from '@/platform/types';
import { backend } from '../../support/mockServer';
import { signInAs } from '../../support/session';
import { amapScripts, failMapScript, fakeAmap, renderMap, resetMapGlobals } from './mapTestkit';

beforeEach(resetMapGlobals);
afterEach(resetMapGlobals);

const parkList = () => screen.findByRole('list', { name: '停车场列表' });
const stationList = () => screen.findByRole('list', { name: '充电站列表' });
const body = (path: string, i = 0) => backend.calls.list(path)[i]?.body as Record<string, unknown> | undefined;

describe('when the map script cannot load', () => {
  test('the page falls back to a usable list of nearby parks, with a notice', async () => {
    const { locateCalls } = renderMap('/map');
    await failMapScript();
    expect(await screen.findByText('地图加载失败，已为您切换为列表')).toBeInTheDocument();
    const list = await parkList();
    expect(within(list).getByRole('button', { name: /王府井百货地下停车场/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('无更多停车点')).toBeInTheDocument();
    expect(locateCalls.count).toBe(1);
    expect(body('/dealer/v2/api/nearbyParks')).toMatchObject({ destLng: 116.397, destLat: 39.909, pageNo: 1 });
    expect(screen.queryByRole('application', { name: '地图' })).not.toBeInTheDocument();
  });

  test('the script asked for is AMap 1.4.4 with the key the before-each step stored', async () => {
    renderMap('/map');
    await waitFor(() => expect(amapScripts()).toHaveLength(1));
    const src = new URL((amapScripts()[0] as HTMLScriptElement).src);
    expect(src.origin + src.pathname).toBe('https://webapi.amap.com/maps');
    expect(src.searchParams.get('v')).toBe('1.4.4');
    expect(src.searchParams.get('key')).toBe(backend.db.mapAk.ak);
    await failMapScript();
  });

  test('an app-type client (no key fetched before each page) asks basic getAk itself', async () => {
    window.localStorage.setItem('clientType', '1');
    renderMap('/map', { clientType: 1 });
    await failMapScript();
    await parkList();
    expect(backend.calls.list('/basic/v2/api/getAk').length).toBeGreaterThanOrEqual(1);
  });

  test('a selected place opens the same detail sheet from the list', async () => {
    renderMap('/map');
    await failMapScript();
    await userEvent.click(within(await parkList()).getByRole('button', { name: /东方广场停车场/ }));
    const sheet = screen.getByRole('dialog', { name: '东方广场停车场' });
    expect(within(sheet).getByText('北京市东城区东长安街1号', { exact: false })).toBeInTheDocument();
    expect(within(sheet).getByText('月卡余位').nextSibling).toHaveTextContent('不限');
    expect(within(sheet).getByText('可预约车位').nextSibling).toHaveTextContent('10');
    expect(within(sheet).getByText('210/1800')).toBeInTheDocument();
    for (const badge of ['月卡', '预约', '充电', '错时共享']) expect(within(within(sheet).getByLabelText('支持的服务')).getByText(badge)).toBeInTheDocument();
    expect(within(sheet).getByText('包月2800元')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the centre', () => {
  test('lng/lat in the URL are used without locating', async () => {
    const { locateCalls } = renderMap('/map?lng=116.41&lat=39.91');
    await failMapScript();
    await parkList();
    expect(locateCalls.count).toBe(0);
    expect(body('/dealer/v2/api/nearbyParks')).toMatchObject({ destLng: 116.41, destLat: 39.91 });
  });

  test("a failed location says '停车点查询失败' and lists around the stored point", async () => {
    window.localStorage.setItem('lng', '116.4');
    window.localStorage.setItem('lat', '39.9');
    const { ui } = renderMap('/map', { locate: () => Promise.reject(new PlatformError('browser does not support geolocation', 'unsupported')) });
    await failMapScript();
    await parkList();
    expect(ui.toasts.map((t) => t.text)).toContain('停车点查询失败');
    expect(body('/dealer/v2/api/nearbyParks')).toMatchObject({ destLng: 116.4, destLat: 39.9 });
  });

  test('with nothing stored the default point is used', async () => {
    renderMap('/map', { locate: () => Promise.reject(new PlatformError('denied', 'denied')) });
    await failMapScript();
    await parkList();
    expect(body('/dealer/v2/api/nearbyParks')).toMatchObject({ destLng: 116.397, destLat: 39.909 });
  });

  test('a located point is stored for later', async () => {
    renderMap('/map', { locate: () => Promise.resolve({ lng: 116.401, lat: 39.915 }) });
    await failMapScript();
    await parkList();
    expect(window.localStorage.getItem('lng')).toBe('116.401');
    expect(window.localStorage.getItem('lat')).toBe('39.915');
  });
});

describe('which list', () => {
  test('parkType=monthActive lists period-pass parks (nearbyBagParks), no tabs', async () => {
    renderMap('/map?parkType=monthActive');
    await failMapScript();
    const list = await parkList();
    expect(screen.getByRole('heading', { name: '可办月卡停车场' })).toBeInTheDocument();
    expect(backend.calls.list('/dealer/v2/api/nearbyBagParks')).toHaveLength(1);
    expect(backend.calls.list('/dealer/v2/api/nearbyParks')).toHaveLength(0);
    expect(within(list).queryByRole('button', { name: /东单北大街路侧停车/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  test('parkType=bookActive lists bookable parks (nearByCanBookParks)', async () => {
    renderMap('/map?parkType=bookActive');
    await failMapScript();
    await parkList();
    expect(backend.calls.list('/dealer/v2/api/nearByCanBookParks')).toHaveLength(1);
    expect(backend.calls.list('/dealer/v2/api/nearbyParks')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: '可预约停车场' })).toBeInTheDocument();
  });

  test('isFromHome=2 lists charging stations (cps nearbyStations, source 2)', async () => {
    renderMap('/map?isFromHome=2');
    await failMapScript();
    const list = await stationList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(body('/cps/v2/api/nearbyStations')).toMatchObject({ source: 2, destLng: 116.397, destLat: 39.909 });
    expect(backend.calls.list('/dealer/v2/api/nearbyParks')).toHaveLength(0);
    expect(screen.getByText('无更多充电站')).toBeInTheDocument();
  });

  test('by default the driver switches between parks and stations', async () => {
    renderMap('/map');
    await failMapScript();
    await parkList();
    expect(backend.calls.list('/cps/v2/api/nearbyStations')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: '充电站' }));
    expect(screen.getByRole('tab', { name: '充电站' })).toHaveAttribute('aria-selected', 'true');
    expect(within(await stationList()).getByRole('button', { name: /王府井百货充电站/ })).toBeInTheDocument();
  });

  test('an operator without charging shows no stations tab', async () => {
    backend.db.menuConfigs['1001'] = { ...backend.db.menuConfigs['1001']!, charging: 0 };
    renderMap('/map');
    await failMapScript();
    await parkList();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  test('empty lists say so', async () => {
    renderMap('/map?lng=100&lat=30');
    await failMapScript();
    expect(await screen.findByText('暂无符合条件的停车点位')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '充电站' }));
    expect(await screen.findByText('暂无符合条件的充电站')).toBeInTheDocument();
  });

  test('a failed list shows an inline error whose 重试 asks again', async () => {
    backend.faults.add({ path: '/dealer/v2/api/nearbyParks', code: '500', msg: '服务繁忙' });
    renderMap('/map');
    await failMapScript();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('停车点查询失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await parkList()).toBeInTheDocument();
    expect(backend.calls.list('/dealer/v2/api/nearbyParks')).toHaveLength(2);
  });

  test('more than a page: 加载更多 appends the next page, then the end text', async () => {
    const seed = backend.db.parks[0]!;
    for (let i = 0; i < 15; i += 1) backend.db.parks.push({ ...seed, parkId: `PX${i}`, parkName: `测试停车场${i}`, latitude: seed.latitude + 0.001 * (i + 1) });
    renderMap('/map');
    await failMapScript();
    expect(within(await parkList()).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('无更多停车点');
    expect(within(await parkList()).getAllByRole('listitem')).toHaveLength(27);
    expect(body('/dealer/v2/api/nearbyParks', 1)).toMatchObject({ pageNo: 2, pageSize: 20 });
  });
});

describe('detail params', () => {
  test('parkId + isDetailPark=1 opens that park', async () => {
    renderMap('/map?parkId=P1003&isDetailPark=1&lng=116.3893&lat=39.9033');
    await failMapScript();
    const sheet = await screen.findByRole('dialog', { name: '国家大剧院地下停车场' });
    expect(within(sheet).getByText('可预约车位').nextSibling).toHaveTextContent('不限');
    // Opened on its own coordinates (from search), the park is 0 m from the centre: no distance, never '0m'.
    expect(within(sheet).getByText('北京市西城区西长安街2号', { exact: false })).not.toHaveTextContent(/\d+m|km/);
  });

  test("a park's sheet links to what it sells: its passes, a booking, off-peak sharing", async () => {
    const { router } = renderMap('/map?parkId=P1003&isDetailPark=1&lng=116.3893&lat=39.9033');
    await failMapScript();
    const sheet = await screen.findByRole('dialog', { name: '国家大剧院地下停车场' });
    const services = within(sheet).getByRole('list', { name: '国家大剧院地下停车场可办理' });
    expect(within(services).getByRole('link', { name: '预约车位' })).toHaveAttribute('href', '/spaceBooking?parkId=P1003');
    await userEvent.click(within(services).getAllByRole('link')[0]!);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/map'));
  });

  test('stationId + isDetailCharge=1 opens that station on the stations list', async () => {
    renderMap('/map?stationId=S2006&isDetailCharge=1');
    await failMapScript();
    const sheet = await screen.findByRole('dialog', { name: '北海公园公交场站充电站' });
    expect(within(sheet).getByText('设备维护中')).toBeInTheDocument();
    expect(within(sheet).getByText('1.38元/度')).toBeInTheDocument();
    expect(within(sheet).getByText('空闲 0/4')).toBeInTheDocument();
    expect(within(sheet).getByText('免费停车')).toBeInTheDocument();
  });
});

describe('with AMap available', () => {
  test('one marker per place, fitted into view; a marker tap opens its sheet; no script is added', async () => {
    const amap = fakeAmap();
    window.AMap = amap.ns;
    renderMap('/map?isFromHome=2');
    expect(await screen.findByRole('application', { name: '地图' })).toBeInTheDocument();
    await stationList();
    await waitFor(() => expect(amap.markers).toHaveLength(6));
    expect(amapScripts()).toHaveLength(0);
    expect(screen.queryByText('地图加载失败，已为您切换为列表')).not.toBeInTheDocument();
    const map = amap.maps[amap.maps.length - 1]!;
    expect(map.centre).toEqual([116.397, 39.909]);
    expect(map.fitViews).toBeGreaterThanOrEqual(1);
    const marker = amap.markers.find((m) => m.options.title === '东方广场特来电充电站')!;
    expect(marker.options.position).toEqual([116.414, 39.9083]);
    act(() => marker.click?.());
    expect(await screen.findByRole('dialog', { name: '东方广场特来电充电站' })).toBeInTheDocument();
    expect(map.centred).toContainEqual([116.414, 39.9083]);
  });

  test('the script loads and defines AMap: the map appears', async () => {
    const amap = fakeAmap();
    renderMap('/map');
    await waitFor(() => expect(amapScripts()).toHaveLength(1));
    window.AMap = amap.ns;
    act(() => {
      (amapScripts()[0] as HTMLScriptElement).dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('application', { name: '地图' })).toBeInTheDocument();
    await parkList();
    await waitFor(() => expect(amap.markers).toHaveLength(12));
  });
});

describe('导航 by mapFlag', () => {
  async function openTheatre(options: Parameters<typeof renderMap>[1] = {}) {
    const view = renderMap('/map?parkId=P1003&isDetailPark=1&lng=116.3893&lat=39.9033', options);
    await failMapScript();
    const sheet = await screen.findByRole('dialog', { name: '国家大剧院地下停车场' });
    await userEvent.click(within(sheet).getByRole('button', { name: '导航' }));
    return view;
  }
  const theatre = { lng: 116.3893, lat: 39.9033, name: '国家大剧院地下停车场', address: '北京市西城区西长安街2号' };
  const chooser = () => screen.findByRole('dialog', { name: '选择地图导航到国家大剧院地下停车场' });

  test('1 opens the first map app', async () => {
    backend.db.mapTypes['1001'] = 1;
    const { navigations } = await openTheatre();
    await waitFor(() => expect(navigations).toEqual([{ target: theatre, provider: 1 }]));
    expect(screen.queryByRole('dialog', { name: /选择地图/ })).not.toBeInTheDocument();
  });

  test('2 opens the second (the platform converts to BD-09)', async () => {
    backend.db.mapTypes['1001'] = 2;
    const { navigations } = await openTheatre();
    await waitFor(() => expect(navigations).toEqual([{ target: theatre, provider: 2 }]));
  });

  test('3 asks in an action sheet, 取消 last and focused: 百度地图 opens the second provider', async () => {
    backend.db.mapTypes['1001'] = 3;
    const { navigations } = await openTheatre();
    const sheet = await chooser();
    expect(within(sheet).getAllByRole('button').map((b) => b.textContent)).toEqual(['高德地图', '百度地图', '取消']);
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.click(within(sheet).getByRole('button', { name: '百度地图' }));
    await waitFor(() => expect(navigations).toEqual([{ target: theatre, provider: 2 }]));
  });

  test('3 asks: 高德地图 opens the first provider', async () => {
    const { navigations } = await openTheatre();
    await userEvent.click(within(await chooser()).getByRole('button', { name: '高德地图' }));
    await waitFor(() => expect(navigations).toEqual([{ target: theatre, provider: 1 }]));
  });

  test('3 asks: 取消 opens nothing', async () => {
    const { navigations } = await openTheatre();
    await userEvent.click(within(await chooser()).getByRole('button', { name: '取消' }));
    await act(() => Promise.resolve());
    expect(navigations).toEqual([]);
    expect(screen.getByRole('dialog', { name: '国家大剧院地下停车场' })).toBeInTheDocument();
  });
});

describe('favourites', () => {
  test('a driver sees a collected park and can uncollect and collect it again', async () => {
    signInAs('A');
    const { ui } = renderMap('/map?parkId=P1001&isDetailPark=1&lng=116.4108&lat=39.9139');
    await failMapScript();
    const sheet = await screen.findByRole('dialog', { name: '王府井百货地下停车场' });
    const fav = await within(sheet).findByRole('button', { name: '已收藏' });
    expect(fav).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(fav);
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '收藏' })).toBeEnabled());
    expect(backend.calls.list('/dealer/v2/api/collectParks/{id}', 'DELETE')).toHaveLength(1);
    expect(backend.db.collectedParks.some((c) => c.parkId === 'P1001')).toBe(false);
    await userEvent.click(within(sheet).getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '已收藏' })).toBeEnabled());
    expect(backend.calls.list('/dealer/v2/api/collectParks', 'POST')[0]?.body).toEqual({ parkId: 'P1001' });
    expect(ui.toasts.map((t) => t.text)).toEqual(expect.arrayContaining(['已取消收藏', '收藏成功']));
  });

  test('a driver collects a station', async () => {
    signInAs('A');
    renderMap('/map?stationId=S2002&isDetailCharge=1');
    await failMapScript();
    const sheet = await screen.findByRole('dialog', { name: '东方广场特来电充电站' });
    await userEvent.click(await within(sheet).findByRole('button', { name: '收藏' }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '已收藏' })).toBeInTheDocument());
    expect(backend.calls.list('/cps/v2/api/collectStations', 'POST')[0]?.body).toEqual({ stationId: 'S2002' });
  });

  test('a visitor is sent to login, coming back to this place', async () => {
    const { router } = renderMap('/map?parkType=monthActive');
    await failMapScript();
    await userEvent.click(within(await parkList()).getByRole('button', { name: /东方广场停车场/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const back = new URLSearchParams(router.state.location.search).get('redirect') ?? '';
    expect(back.startsWith('/map?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(back.slice(5)))).toMatchObject({ parkType: 'monthActive', parkId: 'P1007', isDetailPark: '1' });
    expect(backend.calls.list('/dealer/v2/api/collectParks')).toHaveLength(0);
  });
});
