import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';

const suggestCalls = () => backend.calls.list('/dealer/v2/api/parksByName');

describe('/searchPage', () => {
  test('the input has focus; suggestions wait for a pause in typing and show only for the current text', async () => {
    renderApp('/searchPage');
    const input = await screen.findByRole('searchbox', { name: '停车场名称' }, { timeout: 5000 });
    expect(input).toHaveFocus();
    await userEvent.type(input, '王府井');
    const list = await screen.findByRole('list', { name: '联想结果' });
    expect(within(list).getByRole('button', { name: /王府井百货地下停车场/ })).toBeInTheDocument();
    // One call for the settled keyword, none for '王' or '王府'.
    expect(suggestCalls().map((c) => c.query.parkName)).toEqual(['王府井']);
  });

  test('a slow answer for an older keyword is never shown', async () => {
    backend.faults.add({ path: '/dealer/v2/api/parksByName', delayMs: 800 });
    renderApp('/searchPage');
    const input = await screen.findByRole('searchbox', { name: '停车场名称' }, { timeout: 5000 });
    await userEvent.type(input, '国家');
    await waitFor(() => expect(suggestCalls()).toHaveLength(1));
    await userEvent.clear(input);
    await userEvent.type(input, '西单');
    const list = await screen.findByRole('list', { name: '联想结果' });
    expect(within(list).getByRole('button', { name: /西单大悦城停车场/ })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 900));
    expect(screen.queryByRole('button', { name: /国家大剧院/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '联想结果' })).getByRole('button', { name: /西单大悦城停车场/ })).toBeInTheDocument();
  });

  test('a new keyword submitted on /search replaces the results', async () => {
    const { router } = renderApp(`/search?keyword=${encodeURIComponent('西单')}`);
    const input = await screen.findByRole('searchbox', { name: '停车场名称' }, { timeout: 5000 });
    expect(input).toHaveValue('西单');
    await userEvent.clear(input);
    await userEvent.type(input, '前门{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('前门'));
    // The old results stay until the new keyword's answer replaces them.
    await waitFor(() => expect(within(screen.getByRole('list', { name: '停车场' })).getByRole('link', { name: /前门大街公共停车场/ })).toBeInTheDocument());
  });

  test('a suggestion opens the map on that park', async () => {
    const { router } = renderApp('/searchPage');
    await userEvent.type(await screen.findByRole('searchbox', { name: '停车场名称' }, { timeout: 5000 }), '大剧院');
    await userEvent.click(await screen.findByRole('button', { name: /国家大剧院地下停车场/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ parkId: 'P1003', isDetailPark: '1', lng: '116.3893', lat: '39.9033' });
  });

  test('submitting goes to /search and is remembered; recent searches can be reused and cleared', async () => {
    const { router, unmount } = renderApp('/searchPage');
    const input = await screen.findByRole('searchbox', { name: '停车场名称' }, { timeout: 5000 });
    await userEvent.type(input, '东城区{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('东城区');
    expect(JSON.parse(window.localStorage.getItem('recentParkSearches') ?? '[]')).toEqual(['东城区']);
    unmount();

    window.localStorage.setItem('recentParkSearches', JSON.stringify(['东城区', '西单', '王府井']));
    const again = renderApp('/searchPage');
    const recent = await screen.findByRole('list', { name: '最近搜索' }, { timeout: 5000 });
    expect(within(recent).getAllByRole('button').map((b) => b.textContent)).toEqual(['东城区', '西单', '王府井']);
    await userEvent.click(within(recent).getByRole('button', { name: '西单' }));
    await waitFor(() => expect(again.router.state.location.search).toBe(`?keyword=${encodeURIComponent('西单')}`));
    expect(JSON.parse(window.localStorage.getItem('recentParkSearches') ?? '[]')).toEqual(['西单', '东城区', '王府井']);
  });

  test('recent searches keep at most 10, and 清除 empties them', async () => {
    window.localStorage.setItem('recentParkSearches', JSON.stringify(Array.from({ length: 12 }, (_, i) => `词${i}`)));
    renderApp('/searchPage');
    const recent = await screen.findByRole('list', { name: '最近搜索' }, { timeout: 5000 });
    expect(within(recent).getAllByRole('button')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.queryByRole('list', { name: '最近搜索' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('recentParkSearches')).toBeNull();
  });

  test('an empty submit asks for a name', async () => {
    const { ui, router } = renderApp('/searchPage');
    await userEvent.type(await screen.findByRole('searchbox', { name: '停车场名称' }, { timeout: 5000 }), '   {Enter}');
    expect(ui.toasts.map((t) => t.text)).toContain('请输入停车场名称');
    expect(router.state.location.pathname).toBe('/searchPage');
  });
});

describe('/search', () => {
  test('results by name, nearest to the stored point, each opening the map on its park', async () => {
    window.localStorage.setItem('lng', '116.397');
    window.localStorage.setItem('lat', '39.909');
    const { router } = renderApp(`/search?keyword=${encodeURIComponent('停车场')}`);
    const list = await screen.findByRole('list', { name: '停车场' }, { timeout: 5000 });
    expect(backend.calls.list('/dealer/v2/api/nearbySearchByName')[0]?.body).toMatchObject({ keyword: '停车场', destLng: 116.397, destLat: 39.909 });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    expect(links[0]).toHaveTextContent(/\d+m|km/);
    await userEvent.click(within(list).getByRole('link', { name: /国家大剧院地下停车场/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(new URLSearchParams(router.state.location.search).get('parkId')).toBe('P1003');
  });

  test('no match says 未找到相关停车场', async () => {
    renderApp(`/search?keyword=${encodeURIComponent('不存在的停车场')}`);
    expect(await screen.findByText('未找到相关停车场', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  test('a failed search shows 重试, which asks again', async () => {
    backend.faults.add({ path: '/dealer/v2/api/nearbySearchByName', code: '500', msg: '服务繁忙' });
    renderApp(`/search?keyword=${encodeURIComponent('西单')}`);
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(within(await screen.findByRole('list', { name: '停车场' })).getByRole('link', { name: /西单大悦城停车场/ })).toBeInTheDocument();
  });

  test('switching city stores it and searches from that city', async () => {
    renderApp(`/search?keyword=${encodeURIComponent('停车')}`);
    await screen.findByRole('list', { name: '停车场' }, { timeout: 5000 });
    // The button shows the located city (the fake platform is in Beijing); its name says it switches.
    const cityButton = await screen.findByRole('button', { name: /^北京市\s*（切换城市）$/ });
    expect(window.localStorage.getItem('locationCity')).toBe('北京市');
    await userEvent.click(cityButton);
    const dialog = screen.getByRole('dialog', { name: '选择城市' });
    const hot = await within(dialog).findByRole('region', { name: '热门城市' });
    expect(within(hot).getAllByRole('button')[0]).toHaveTextContent('北京市');
    await userEvent.click(within(within(dialog).getByRole('region', { name: 'T' })).getByRole('button', { name: '天津市' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('locationCity')).toBe('天津市');
    expect(screen.getByRole('button', { name: /^天津市\s*（切换城市）$/ })).toBeInTheDocument();
    await waitFor(() => expect(backend.calls.list('/dealer/v2/api/nearbySearchByName')).toHaveLength(2));
    expect(backend.calls.list('/dealer/v2/api/nearbySearchByName')[1]?.body).toMatchObject({ destLng: 117.2, destLat: 39.084 });
  });
});
