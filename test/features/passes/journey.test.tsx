import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { addPhoto, APPLICATIONS, applicationInDb, balanceOf, beijingDate, confirmAll, DAY, lastDayAfter, passInDb, PASS_PAGES, review, setBalance } from './passesKit';

beforeAll(() => warmPages(PASS_PAGES), 120_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

/** 居民夜间月卡 (R5010) at 宣武门西大街路侧停车 (P1011): 150.00元 a month, materials reviewed by the lot. */
const NOTICE = '/monthlyRuleNotice?parkId=P1011&ruleId=R5010';

test('apply with materials → rejected → fixed in place → approved → paid with the balance → the pass and its code → renewed from the old end', async () => {
  signInAs('A');
  setBalance(500_000);
  const { router, ui } = renderApp(NOTICE, { answer: confirmAll });

  // The notice first; accepting it opens the form with the box ticked.
  expect(await screen.findByRole('heading', { name: '办理须知' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText(/办理需提交车主姓名、身份证号、手机号及行驶证照片/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '我已阅读并同意' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyNotarize'));
  expect(await screen.findByRole('checkbox', { name: /我已阅读并同意/ }, { timeout: 10_000 })).toBeChecked();
  expect(screen.getByRole('radio', { name: /居民夜间月卡/ })).toBeChecked();
  // The phone the driver signed in with is offered.
  await waitFor(() => expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000'));

  await userEvent.click(screen.getByRole('radio', { name: /京A·12345/ }));
  await userEvent.type(screen.getByRole('textbox', { name: '车主姓名' }), '张伟');
  await userEvent.type(screen.getByRole('textbox', { name: '身份证号' }), '11010519880512123x');
  await addPhoto();
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/submitSuccess'), { timeout: 5000 });
  expect(await screen.findByRole('heading', { name: '申请已提交，等待停车场审核' })).toBeInTheDocument();
  const sent = backend.calls.list(APPLICATIONS, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({
    ruleId: 'R5010', startDate: beijingDate(Date.now()), plates: ['京A12345'],
    materials: { ownerName: '张伟', idCardNo: '11010519880512123X', phone: '13800138000' },
  });
  const applicationId = new URLSearchParams(router.state.location.search).get('applicationId')!;
  expect(applicationId).toMatch(/^MA/);

  // The lot rejects it: the driver reads why, in the timeline too.
  await review(applicationId, 'reject', '行驶证照片反光看不清，请重新拍摄');
  await act(() => router.navigate(`/mounthlyDetail?applicationId=${applicationId}`));
  const why = await screen.findByRole('region', { name: '驳回原因' }, { timeout: 10_000 });
  expect(why).toHaveTextContent('行驶证照片反光看不清，请重新拍摄');
  const progress = screen.getByRole('region', { name: '办理进度' });
  expect(within(progress).getByText('已提交')).toBeInTheDocument();
  expect(within(progress).getByText(/已驳回/)).toBeInTheDocument();

  // Fixed in place: only the photo is replaced; nothing else is retyped or resent.
  await userEvent.click(within(why).getByRole('link', { name: '修改并重新提交' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyEdit'));
  expect(await screen.findByRole('textbox', { name: '车主姓名' }, { timeout: 10_000 })).toHaveValue('张伟');
  expect(screen.getByRole('textbox', { name: '身份证号' })).toHaveValue('11010519880512123X');
  await userEvent.click(screen.getByRole('button', { name: '删除照片1' }));
  await addPhoto();
  await userEvent.click(screen.getByRole('button', { name: '重新提交' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyDetail'), { timeout: 5000 });
  const put = backend.calls.list(`${APPLICATIONS}/${applicationId}`, 'PUT');
  expect(put).toHaveLength(1);
  expect(Object.keys(put[0]?.body as object)).toEqual(['materials']);
  expect(Object.keys((put[0]?.body as { materials: object }).materials)).toEqual(['licencePictures']);
  expect(ui.toasts.map((t) => t.text)).toContain('已重新提交，请等待停车场审核');
  expect(applicationInDb(applicationId)?.state).toBe(1);

  // Approved: paid with the balance, confirmed once.
  await review(applicationId, 'approve');
  await act(() => router.navigate(`/mounthlyDetail?applicationId=${applicationId}`));
  const balance = await screen.findByRole('radio', { name: /余额支付/ }, { timeout: 10_000 });
  await userEvent.click(balance);
  const pay = await screen.findByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);

  // The pass, with its code for the barrier.
  expect(await screen.findByText('支付成功，月卡已办理', {}, { timeout: 10_000 })).toBeInTheDocument();
  const bagId = applicationInDb(applicationId)?.bagId;
  expect(bagId).toBeTruthy();
  const pass = passInDb(bagId!)!;
  expect(await screen.findByText(pass.passCode)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '月卡通行码' })).toBeInTheDocument();
  expect(balanceOf()).toBe(500_000 - 15_000);
  expect(ui.dialogs.filter((d) => d.title === '余额支付')).toHaveLength(1);
  const info = screen.getByRole('region', { name: '月卡信息' });
  expect(info).toHaveTextContent('宣武门西大街路侧停车');
  expect(info).toHaveTextContent('京A·12345');
  expect(info).toHaveTextContent(`${beijingDate(pass.startTime)} 至 ${beijingDate(pass.endTime - 1)}`);

  // Days later, within the renewal window: one more month, continuing from the old end.
  backend.clock.advance(5 * DAY);
  const oldEnd = pass.endTime;
  await act(() => router.navigate(`/mounthlyRenew?bagId=${bagId}`));
  expect(await screen.findByRole('radio', { name: /居民夜间月卡/ }, { timeout: 10_000 })).toBeChecked();
  const expectedLast = lastDayAfter(oldEnd, 1);
  expect(screen.getByRole('region', { name: '续费时长' })).toHaveTextContent(`续费后有效期至${expectedLast}`);
  await userEvent.click(screen.getByRole('radio', { name: /余额支付/ }));
  const renew = await screen.findByRole('button', { name: '立即支付' });
  await waitFor(() => expect(renew).toBeEnabled());
  await userEvent.click(renew);
  expect(await screen.findByText('续费成功，有效期已延长', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/mounthlyDetail');
  const renewed = passInDb(bagId!)!;
  expect(beijingDate(renewed.endTime - 1)).toBe(expectedLast);
  const renewCall = backend.calls.list(`/special/v2/api/bagPasses/${bagId}/renew`, 'POST');
  expect(renewCall).toHaveLength(1);
  expect(renewCall[0]?.body).toMatchObject({ ruleId: 'R5010', periods: 1, payChannel: 6 });
  await waitFor(() => expect(screen.getByRole('region', { name: '月卡信息' })).toHaveTextContent(`至 ${expectedLast}`));
  expect(balanceOf()).toBe(500_000 - 30_000);
});
