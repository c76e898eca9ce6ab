import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

const listOf = async (name: string) => within(await screen.findByRole('list', { name }, { timeout: 5000 })).getAllByRole('listitem');

describe('/collect', () => {
  test('a visitor is sent to login', async () => {
    const { router } = renderApp('/collect?tab=station');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/collect?tab=station')}`);
  });

  test('favourite parks with distances, each opening on the map', async () => {
    signInAs('A');
    renderApp('/collect');
    const items = await listOf('收藏的停车场');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('国家大剧院地下停车场');
    expect(items[1]).toHaveTextContent('王府井百货地下停车场');
    expect(items[0]).toHaveTextContent(/\d+m|km/);
    expect(within(items[0]!).getAllByRole('link')[0]).toHaveAttribute('href', '/map?parkId=P1003&isDetailPark=1');
    expect(backend.calls.list('/dealer/v2/api/collectParks', 'GET')[0]?.query).toMatchObject({ destLng: '116.397428', destLat: '39.90923' });
    expect(screen.getByRole('tab', { name: '停车场' })).toHaveAttribute('aria-selected', 'true');
  });

  test('removing a park asks first; 再想想 keeps it, 取消收藏 removes it', async () => {
    signInAs('A');
    let answer = 'cancel';
    const { ui } = renderApp('/collect', { answer: () => answer });
    await listOf('收藏的停车场');
    await userEvent.click(screen.getByRole('button', { name: '取消收藏 国家大剧院地下停车场' }));
    expect(ui.dialogs[0]).toMatchObject({ title: '取消收藏', content: '确定不再收藏“国家大剧院地下停车场”吗？' });
    expect(backend.calls.list('/dealer/v2/api/collectParks/{id}', 'DELETE')).toHaveLength(0);
    answer = 'ok';
    await userEvent.click(screen.getByRole('button', { name: '取消收藏 国家大剧院地下停车场' }));
    await waitFor(async () => expect(await listOf('收藏的停车场')).toHaveLength(1));
    expect(backend.calls.list('/dealer/v2/api/collectParks/{id}', 'DELETE')[0]?.path).toBe('/dealer/v2/api/collectParks/P1003');
    expect(ui.toasts.map((t) => t.text)).toContain('已取消收藏');
    expect(backend.db.collectedParks.some((c) => c.parkId === 'P1003')).toBe(false);
  });

  test('the stations tab (kept in the URL): listed, opening on the map, removable; then empty', async () => {
    signInAs('A');
    const { router } = renderApp('/collect', { answer: () => 'ok' });
    await listOf('收藏的停车场');
    await userEvent.click(screen.getByRole('tab', { name: '充电站' }));
    expect(router.state.location.search).toBe('?tab=station');
    const items = await listOf('收藏的充电站');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('王府井百货充电站');
    expect(items[0]).toHaveTextContent('快充 4/10');
    expect(within(items[0]!).getAllByRole('link')[0]).toHaveAttribute('href', '/map?stationId=S2001&isDetailCharge=1');
    await userEvent.click(screen.getByRole('button', { name: '取消收藏 王府井百货充电站' }));
    expect(await screen.findByText('还没有收藏的充电站')).toBeInTheDocument();
    expect(backend.calls.list('/cps/v2/api/collectStations/{id}', 'DELETE')[0]?.path).toBe('/cps/v2/api/collectStations/S2001');
  });

  test('a failed load shows the error state with 重试', async () => {
    backend.faults.add({ path: '/dealer/v2/api/collectParks', method: 'GET', code: '500', msg: '服务繁忙' });
    signInAs('A');
    renderApp('/collect');
    expect(await screen.findByText('收藏的停车场加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await listOf('收藏的停车场')).toHaveLength(2);
  });
});
