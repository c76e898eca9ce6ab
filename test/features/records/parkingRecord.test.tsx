import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { addHistory, beijingDate, pickDate } from './recordsKit';

const RECORDS = '/charge/v2/api/parkOrders/msp/records';
// Generous waits: the first render of a file loads antd-mobile, and the machine is shared.
const list = async () => within(await screen.findByRole('list', { name: '停车记录' }, { timeout: 15_000 })).getAllByRole('listitem');

describe('/parkingRecord', () => {
  test('a visitor is sent to login and comes back to the same filters', async () => {
    const { router } = renderApp('/parkingRecord?plateNo=京A12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/parkingRecord?plateNo=京A12345')}`);
    expect(backend.calls.list(RECORDS)).toHaveLength(0);
  });

  test("driver A's finished parking, newest first: paid bills and the arrears one", async () => {
    signInAs('A');
    renderApp('/parkingRecord');
    const items = await list();
    // The last, U20007 of 40 days ago, was paid at the exit without signing in: a bill of A's plate all the same.
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('京A·D12345');
    expect(items[0]).toHaveTextContent('欠费');
    expect(items[0]).toHaveTextContent('待补缴12.00元');
    expect(items[1]).toHaveTextContent('京A·12345');
    expect(items[1]).toHaveTextContent('已完成');
    expect(items[1]).toHaveTextContent('10.00元');
    expect(screen.getByText('共 5 条记录')).toBeInTheDocument();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/parkingRecordDetail?uniqueId=U20004&parkId=P1004');
  });

  test('pages of 10: 加载更多 fetches page 2, then the end', async () => {
    addHistory(12); // 5 seeded + 12
    signInAs('A');
    renderApp('/parkingRecord');
    expect(await list()).toHaveLength(10);
    expect(backend.calls.list(RECORDS)[0]?.query).toMatchObject({ pageNo: '1', pageSize: '10' });
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('没有更多了');
    expect(await list()).toHaveLength(17);
    expect(backend.calls.list(RECORDS).map((c) => c.query.pageNo)).toEqual(['1', '2']);
  });

  test('the next page comes by itself when the end scrolls into view', async () => {
    addHistory(12);
    const observed: { cb: IntersectionObserverCallback; el: Element | null }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      private rec: { cb: IntersectionObserverCallback; el: Element | null };
      constructor(cb: IntersectionObserverCallback) {
        this.rec = { cb, el: null };
        observed.push(this.rec);
      }
      observe(el: Element) { this.rec.el = el; }
      disconnect() { this.rec.el = null; }
      unobserve() {}
      takeRecords() { return []; }
    } as unknown as typeof IntersectionObserver;
    try {
      signInAs('A');
      renderApp('/parkingRecord');
      expect(await list()).toHaveLength(10);
      const live = observed.find((o) => o.el)!;
      live.cb([{ isIntersecting: true, target: live.el! } as IntersectionObserverEntry], {} as IntersectionObserver);
      await waitFor(async () => expect(await list()).toHaveLength(17));
    } finally {
      window.IntersectionObserver = original;
    }
  });

  test('filter by plate: the server gets plateNo, the URL keeps it, Back restores it', async () => {
    signInAs('A');
    const { router } = renderApp('/parkingRecord');
    await list();
    await userEvent.click(await screen.findByRole('button', { name: /^粤B·12345/ }));
    await waitFor(() => expect(backend.calls.list(RECORDS).some((c) => c.query.plateNo === '粤B12345')).toBe(true));
    await waitFor(async () => expect(await list()).toHaveLength(1));
    expect(router.state.location.search).toBe(`?plateNo=${encodeURIComponent('粤B12345')}`);
    expect(screen.getByRole('button', { name: /^粤B·12345/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within((await list())[0]!).getByRole('link'));
    await screen.findByRole('heading', { name: '停车详情' }, { timeout: 5000 });
    void router.navigate(-1);
    await screen.findByRole('heading', { name: '停车记录' }, { timeout: 5000 });
    expect(router.state.location.search).toBe(`?plateNo=${encodeURIComponent('粤B12345')}`);
    expect(await screen.findByRole('button', { name: /^粤B·12345/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await list()).toHaveLength(1);
  });

  test('filter by dates: the range goes to the server; an impossible range is refused on screen', async () => {
    signInAs('A');
    const { router } = renderApp('/parkingRecord');
    await list();
    const DAY = 86_400_000;
    const start = beijingDate(Date.now() - 15 * DAY);
    const today = beijingDate(Date.now());
    // The picker opens on today: 确定 sends it as the start date.
    await pickDate('开始日期', today);
    await waitFor(() => expect(backend.calls.list(RECORDS).some((c) => c.query.startDate === today && !c.query.endDate)).toBe(true));
    // A range kept in the address (a shared link, Back) is the same filter: 5 and 12 days ago and the arrears one
    // of 3 days ago remain; 20 days ago is out.
    await act(async () => void (await router.navigate(`/parkingRecord?startDate=${start}`)));
    await waitFor(() => expect(backend.calls.list(RECORDS).some((c) => c.query.startDate === start && !c.query.endDate)).toBe(true));
    await waitFor(async () => expect(await list()).toHaveLength(3));
    await pickDate('结束日期', today);
    await waitFor(() => expect(backend.calls.list(RECORDS).some((c) => c.query.startDate === start && c.query.endDate === today)).toBe(true));
    expect(router.state.location.search).toBe(`?startDate=${start}&endDate=${today}`);

    // An end before the start is refused on screen and asks the server nothing.
    await act(async () => void (await router.navigate(`/parkingRecord?endDate=${start}`)));
    // Only the bills of 20 and 40 days ago ended before then.
    await waitFor(async () => expect(await list()).toHaveLength(2));
    const before = backend.calls.list(RECORDS).length;
    await pickDate('开始日期', today);
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    expect(backend.calls.list(RECORDS)).toHaveLength(before);

    await userEvent.click(screen.getByRole('button', { name: '清除日期' }));
    expect(await list()).toHaveLength(5);
    expect(router.state.location.search).toBe('');
  });

  test('a plate filter with no records says so', async () => {
    signInAs('A');
    renderApp('/parkingRecord?plateNo=京AD12345&startDate=2001-01-01&endDate=2001-01-31');
    expect(await screen.findByText('没有符合条件的停车记录')).toBeInTheDocument();
  });

  test('a failed load shows the error with 重试, which loads again', async () => {
    backend.faults.add({ path: RECORDS, code: '500', msg: '服务繁忙' });
    signInAs('A');
    renderApp('/parkingRecord');
    expect(await screen.findByText('停车记录加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await list()).toHaveLength(5);
  });
});

describe('/parkingRecordDetail', () => {
  test('the bill, its pictures (tap to enlarge), its payments, and the ways to complain', async () => {
    signInAs('A');
    renderApp('/parkingRecordDetail?uniqueId=U20005&parkId=P1001');
    await screen.findByRole('heading', { name: '停车信息' });
    expect(screen.getByText('京A·12345')).toBeInTheDocument();
    expect(screen.getByText('王府井百货地下停车场', { selector: 'dd' })).toBeInTheDocument();
    const pics = await screen.findByRole('list', { name: '停车照片' });
    const imgs = within(pics).getAllByRole('img');
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toHaveAccessibleName(expect.stringMatching(/^入场照片 /));
    expect(imgs[1]).toHaveAccessibleName(expect.stringMatching(/^出场照片 /));
    await userEvent.click(within(pics).getAllByRole('button')[0]!);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', imgs[0]!.getAttribute('src'));
    await userEvent.click(within(viewer).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const pays = await screen.findByRole('list', { name: '支付记录' });
    expect(pays).toHaveTextContent('余额支付');
    expect(pays).toHaveTextContent('15.00元');
    expect(pays).toHaveTextContent('优惠 5.00元');
    // The bill's own payments (the app also keeps the latest receipts for offline, a call without uniqueId).
    expect(backend.calls.list('/charge/v2/api/parkOrders/msp/payRecords').find((c) => c.query.uniqueId)?.query).toMatchObject({ uniqueId: 'U20005' });
    expect(await screen.findByRole('link', { name: '申诉进度（1）' })).toHaveAttribute('href', '/billComplainDetail?uniqueId=U20005&parkId=P1001');
    expect(screen.getByRole('link', { name: '账单有疑问' })).toHaveAttribute('href', '/billComplain?uniqueId=U20005&parkId=P1001');
  });

  test('an arrears bill offers 去补缴', async () => {
    signInAs('A');
    renderApp('/parkingRecordDetail?uniqueId=U20003&parkId=P1002');
    expect(await screen.findByRole('link', { name: '去补缴' })).toHaveAttribute('href', '/payPage?uniqueId=U20003&parkId=P1002');
    expect(screen.getByText('泊位号')).toBeInTheDocument();
  });

  test('an arrears bill under an open complaint is set aside, with the way to its dispute; a paid bill asks for no disputes', async () => {
    const DISPUTES = '/driver/v2/api/disputes';
    const { token } = signInAs('A');
    const paid = renderApp('/parkingRecordDetail?uniqueId=U20005&parkId=P1001');
    expect(await screen.findByRole('link', { name: '申诉进度（1）' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('申诉处理中，不影响其他缴费、充电和预约')).not.toBeInTheDocument();
    expect(backend.calls.list(DISPUTES)).toHaveLength(0);
    paid.unmount();

    const res = await fetch('http://localhost/api/charge/v2/api/parkOrderAppeals/msp', {
      method: 'POST',
      headers: { ClientType: '2', Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ uniqueId: 'U20003', parkId: 'P1002', reason: '未停车却产生费用', description: '', pictures: [] }),
    });
    const { appealId } = ((await res.json()) as { data: { appealId: string } }).data;
    renderApp('/parkingRecordDetail?uniqueId=U20003&parkId=P1002');
    expect(await screen.findByText('申诉处理中，不影响其他缴费、充电和预约', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看处理进度与补充证据' })).toHaveAttribute('href', `/disputeDetail?disputeId=${appealId}`);
    expect(backend.calls.list(DISPUTES)).toHaveLength(1);
  });

  test('pictures that fail to load have their own retry; the rest of the page stays', async () => {
    backend.faults.add({ path: '/charge/v2/api/parkOrders/msp/parkingPictures', code: '500', msg: '图片服务不可用' });
    signInAs('A');
    renderApp('/parkingRecordDetail?uniqueId=U20004&parkId=P1004');
    expect(await screen.findByText('停车照片加载失败')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '停车信息' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '停车照片' })).toBeInTheDocument();
  });
});
