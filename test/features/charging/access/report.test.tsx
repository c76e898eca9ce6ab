import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { api } from './accessKit';

configure({ asyncUtilTimeout: 6000 });
beforeAll(() => warmPages(['/chargerReport', '/chargeStationDetail']), 60_000);

const REPORTS = '/cps/v2/api/chargerReports';
const PICTURES = '/basic/v2/api/pictures';

test('无法充电 from a pile of the station page: reasons as checkboxes, 其他 needs a note, one report for a double tap, then what happens and where else to charge; the station page shows it', async () => {
  const { token } = signInAs('A');
  backend.faults.add({ path: REPORTS, method: 'POST', delayMs: 300 });
  const { router, platform } = renderApp('/chargeStationDetail?stationId=S2001');
  await userEvent.click(await screen.findByRole('tab', { name: '充电桩' }, { timeout: 15_000 }));
  const piles = await screen.findByRole('region', { name: '充电桩' });
  await userEvent.click(within(piles).getByRole('link', { name: /^无法充电\s*（报告1号直流桩故障）$/ }));
  await waitFor(() => expect(router.state.location.search).toBe('?stationId=S2001&pileCode=200101'));
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' }, { timeout: 15_000 })).toBeInTheDocument();

  const reasons = screen.getByRole('group', { name: '遇到的问题（可多选）' });
  expect(within(reasons).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
    '屏幕不亮', '充电枪/线缆损坏', '无法启动', '启动后立即停止', '油车占位', '车位被未充电车辆占用', '桩上价格与显示不符', '其他',
  ]);
  const submit = screen.getByRole('button', { name: '提交报告' });
  await userEvent.click(submit);
  expect(await screen.findByText('请选择遇到的问题（可多选）')).toBeInTheDocument();
  expect(within(reasons).getByRole('checkbox', { name: '屏幕不亮' })).toHaveFocus();
  await userEvent.click(within(reasons).getByRole('checkbox', { name: '无法启动' }));
  await userEvent.click(within(reasons).getByRole('checkbox', { name: '其他' }));
  await userEvent.click(submit);
  expect(await screen.findByText('选择“其他”时请说明遇到的问题')).toBeInTheDocument();
  expect(backend.calls.list(REPORTS, 'POST')).toHaveLength(0);
  await userEvent.type(screen.getByRole('textbox', { name: '问题说明' }), '屏幕显示E-07');
  await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
  expect(platform.callsOf('pickImage')).toHaveLength(1);
  await waitFor(() => expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByText('上传中…')).not.toBeInTheDocument());

  await userEvent.dblClick(submit);
  expect(await screen.findByRole('heading', { name: '故障报告已提交' })).toBeInTheDocument();
  const sent = backend.calls.list(REPORTS, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ stationId: 'S2001', pileCode: '200101', reasons: ['wontStart', 'other'], note: '屏幕显示E-07', pictures: [expect.stringMatching(/\/__mock\/pictures\/PIC\d+\.jpg$/)] });
  expect(screen.getByText('已通知运营方检修1号直流桩。运营方处理前，这条报告会显示在充电站页，提醒其他车主。')).toBeInTheDocument();

  // The nearest station with a free fast gun, as the server lists them.
  const alternatives = await api<{ stationId: string; stationName: string }[]>(token, 'GET', '/cps/v2/api/stations/S2001/alternatives?gunType=fast');
  const nearest = alternatives.data[0]!;
  expect(await screen.findByRole('heading', { name: '最近的有空闲快充枪的充电站' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: new RegExp(`^${nearest.stationName}`) })).toHaveAttribute('href', `/chargeStationDetail?stationId=${nearest.stationId}`);

  await userEvent.click(screen.getByRole('button', { name: '返回充电站' }));
  await userEvent.click(await screen.findByRole('tab', { name: '可靠性' }, { timeout: 15_000 }));
  const reports = await screen.findByRole('region', { name: '车主报告的故障' });
  expect(within(reports).getByText('1 人报告 1号直流桩无法启动（刚刚）')).toBeInTheDocument();
  expect(within(reports).getByText('1 人报告 1号直流桩有其他问题（刚刚）')).toBeInTheDocument();
});

test('the operator cleared the reports: the station page no longer shows them', async () => {
  signInAs('A');
  const res = await fetch('http://localhost/__mock/chargerReports/clear', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ stationId: 'S2002' }) });
  expect((await res.json()).code).toBe('200');
  renderApp('/chargeStationDetail?stationId=S2002');
  await userEvent.click(await screen.findByRole('tab', { name: '可靠性' }, { timeout: 15_000 }));
  await screen.findByRole('region', { name: '充电桩可靠性' });
  expect(screen.queryByRole('region', { name: '车主报告的故障' })).not.toBeInTheDocument();
});
