import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformError } from '@/platform/types';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

const SUIT = '/dealer/v2/api/suitParks';
const BAG = '/dealer/v2/api/nearbyBagParks';
const BALANCE = '/dealer/v2/api/balanceParks';

const listOf = async (name: string) => within(await screen.findByRole('list', { name }, { timeout: 5000 })).getAllByRole('listitem');

describe('/suitParking', () => {
  test("driver A: the lot of A's valid period pass first, then open lots with spaces, from the located point", async () => {
    signInAs('A');
    renderApp('/suitParking');
    const items = await listOf('适合您的停车场');
    expect(items[0]).toHaveTextContent('东方广场停车场');
    expect(items[0]).toHaveTextContent('您的月卡车场');
    expect(items[0]).toHaveTextContent('月卡车辆 粤B·12345');
    expect(items.slice(1).every((li) => li.textContent?.includes('有空位，可线上缴费'))).toBe(true);
    expect(items.some((li) => li.textContent?.includes('南池子大街路侧停车'))).toBe(false); // no space
    expect(items.some((li) => li.textContent?.includes('北京饭店停车场'))).toBe(false); // offline
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/map?parkId=P1007&isDetailPark=1');
    expect(items[1]).toHaveTextContent(/\d+(m|\.\d\dkm)/);
    expect(backend.calls.list(SUIT)[0]?.body).toMatchObject({ destLng: 116.397428, destLat: 39.90923, pageNo: 1, pageSize: 20 });
    expect(screen.getByText('无更多停车点')).toBeInTheDocument();
  });

  test('a visitor gets the open lots only', async () => {
    renderApp('/suitParking');
    const items = await listOf('适合您的停车场');
    expect(items.some((li) => li.textContent?.includes('您的月卡车场'))).toBe(false);
  });

  test('location fails: the stored point is used and the screen says so', async () => {
    window.localStorage.setItem('lng', '116.41');
    window.localStorage.setItem('lat', '39.91');
    const { platform } = renderApp('/suitParking');
    platform.answers.locate = new PlatformError('定位失败', 'failed'); // before the page mounts and asks
    await listOf('适合您的停车场');
    expect(screen.getByText('未能获取当前位置，距离按上次的位置计算')).toBeInTheDocument();
    expect(backend.calls.list(SUIT)[0]?.body).toMatchObject({ destLng: 116.41, destLat: 39.91 });
  });

  test('location fails with nothing stored: the city centre', async () => {
    const { platform } = renderApp('/balanceParks');
    platform.answers.locate = new PlatformError('定位失败', 'denied');
    await listOf('余额可用停车场');
    expect(screen.getByText('未能获取当前位置，距离按市中心计算')).toBeInTheDocument();
    expect(backend.calls.list(BALANCE)[0]?.body).toMatchObject({ destLng: 116.397, destLat: 39.909 });
  });

  test('a located driver is remembered for next time', async () => {
    renderApp('/balanceParks');
    await listOf('余额可用停车场');
    expect(window.localStorage.getItem('lng')).toBe('116.397428');
    expect(screen.queryByText(/未能获取当前位置/)).not.toBeInTheDocument();
  });

  test('an empty answer and a failed one', async () => {
    backend.db.parks = [];
    const a = renderApp('/suitParking');
    expect(await screen.findByText('暂无符合条件的停车点位', {}, { timeout: 5000 })).toBeInTheDocument();
    a.unmount();
    backend.reset();
    backend.faults.add({ path: SUIT, code: '500', msg: '服务繁忙' });
    renderApp('/suitParking');
    expect(await screen.findByText('停车点查询失败', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await listOf('适合您的停车场')).length).toBeGreaterThan(0);
  });
});

describe('/nearbyBagParks and /nearbyBagRules', () => {
  test('lots selling passes, each leading to its rules', async () => {
    const { router } = renderApp('/nearbyBagParks');
    const items = await listOf('附近月卡车场');
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((li) => li.textContent).join()).toContain('王府井百货地下停车场');
    expect(items.map((li) => li.textContent).join()).not.toContain('国家大剧院'); // no bag plan
    expect(backend.calls.list(BAG)[0]?.body).toMatchObject({ destLng: 116.397428, destLat: 39.90923, pageNo: 1, pageSize: 20 });
    const wangfujing = items.find((li) => li.textContent?.includes('王府井百货地下停车场'))!;
    expect(wangfujing).toHaveTextContent('月卡余位 12');
    await userEvent.click(within(wangfujing).getByRole('link'));
    await waitFor(() => expect(router.state.location.search).toBe('?parkId=P1001'));
    const rules = await listOf('月卡规则');
    expect(rules).toHaveLength(3);
    expect(rules[0]).toHaveTextContent('全天月卡');
    expect(rules[0]).toHaveTextContent('600.00元/月卡');
    expect(rules[1]).toHaveTextContent('不限量');
    expect(rules[2]).toHaveTextContent('1700.00元/季卡');
    expect(within(rules[0]!).getByRole('link', { name: '立即办理' })).toHaveAttribute('href', '/mounthlyNotarize?parkId=P1001&ruleId=R5001');
    expect(backend.calls.list('/special/v2/api/bagMultiRules')[0]?.query).toMatchObject({ parkId: 'P1001' });
  });

  test('without a parkId: the rules of the nearest bag lot', async () => {
    const { platform } = renderApp('/nearbyBagRules');
    platform.answers.locate = { lng: 116.4135, lat: 39.9085 }; // at 东方广场 (P1007)
    expect(await screen.findByRole('heading', { name: '东方广场停车场', level: 2 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/离您最近的月卡车场/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '更多月卡车场' })).toHaveAttribute('href', '/nearbyBagParks');
    expect(backend.calls.list(BAG)[0]?.body).toMatchObject({ destLng: 116.4135, destLat: 39.9085, pageNo: 1 });
    expect(backend.calls.list('/special/v2/api/bagMultiRules')[0]?.query).toMatchObject({ parkId: 'P1007' });
    expect(await listOf('月卡规则')).toHaveLength(2); // the year pass is off sale
  });

  test('a sold-out rule shows 已售罄 and no way to buy', async () => {
    renderApp('/nearbyBagRules?parkId=P1007');
    const rules = await listOf('月卡规则');
    const soldOut = rules.find((li) => li.textContent?.includes('本月名额已满'))!;
    expect(within(soldOut).getByRole('button', { name: '已售罄' })).toBeDisabled();
    expect(within(soldOut).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('/balanceParks and /suitBalanceParks', () => {
  test('lots where the balance pays, nearest first', async () => {
    renderApp('/balanceParks');
    const items = await listOf('余额可用停车场');
    expect(items).toHaveLength(8);
    expect(items.every((li) => li.textContent?.includes('余额'))).toBe(true);
    expect(items.map((li) => li.textContent).join()).not.toContain('前门大街公共停车场');
    const body = backend.calls.list(BALANCE)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ destLng: 116.397428, destLat: 39.90923, pageNo: 1, pageSize: 20 });
    expect(body.onlyAvailable).toBeUndefined();
    expect(screen.getByText('无更多停车点')).toBeInTheDocument();
  });

  test('the suitable ones ask for lots with a space now', async () => {
    const park = backend.db.parks.find((p) => p.parkId === 'P1001')!;
    park.leftParkSpaceNum = 0;
    renderApp('/suitBalanceParks');
    const items = await listOf('适用余额的停车场');
    expect(items).toHaveLength(7);
    expect(items.map((li) => li.textContent).join()).not.toContain('王府井百货地下停车场');
    expect(backend.calls.list(BALANCE)[0]?.body).toMatchObject({ onlyAvailable: 1 });
  });
});
