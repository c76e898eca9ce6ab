import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { endSeedSession } from '../../support/chargingSeed';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

/**
 * /chargingPage's gun, stop-condition and payment choices are radio groups a screen reader names and a
 * keyboard works: each group one Tab stop, the arrow keys choose within it (and wrap around inside it, never into
 * the next group), Space picks the focused one.
 */
beforeAll(() => warmPages(['/chargingPage']), 60_000);


const group = (name: string) => screen.getByRole('group', { name });
const radio = (g: string, name: string | RegExp) => within(group(g)).getByRole('radio', { name });

/** The group's radios are exactly these, in this order, each named for what it is. */
function expectChoices(g: string, names: (string | RegExp)[]) {
  expect(within(group(g)).getAllByRole('radio')).toEqual(names.map((n) => radio(g, n)));
}

/** The one radio reported checked in the group (none when null). */
function expectChosen(g: string, name: string | RegExp | null) {
  expect(within(group(g)).queryAllByRole('radio', { checked: true })).toEqual(name === null ? [] : [radio(g, name)]);
}

test('the gun, stop and payment choices are named radios, the chosen one checked, and the keyboard chooses', async () => {
  signInAs('A');
  endSeedSession();
  const user = userEvent.setup();
  renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeInTheDocument();
  await waitFor(() => expect(radio('支付方式', '充电卡 尾号0001（200.00元）')).toBeInTheDocument());

  expectChoices('选择充电枪', [/^A枪（空闲）/, /^B枪（空闲）/]);
  expectChoices('何时开始', ['立即开始', '指定时间', /^下一个谷电时段/]);
  expectChoices('何时停止', ['充满为止', '按金额', '按电量', '按时长', '按电量百分比']);
  expectChoices('支付方式', [/^账户余额（\d+\.\d\d元）$/, '充电卡 尾号0001（200.00元）', '微信支付预付']);
  expectChosen('选择充电枪', null);
  expectChosen('何时停止', '充满为止');
  expectChosen('支付方式', /^账户余额/);

  // Gun: Space picks the focused one; the arrows move within the guns and wrap around there.
  act(() => radio('选择充电枪', /^B枪（空闲）/).focus());
  await user.keyboard(' ');
  expectChosen('选择充电枪', /^B枪（空闲）/);
  await user.keyboard('{ArrowRight}');
  expectChosen('选择充电枪', /^A枪（空闲）/);
  await user.keyboard('{ArrowLeft}');
  expectChosen('选择充电枪', /^B枪（空闲）/);
  expect(radio('选择充电枪', /^B枪（空闲）/)).toHaveFocus();

  // Stop: from the first choice back round to the last, then forward round to the first and on to 按金额.
  act(() => radio('何时停止', '充满为止').focus());
  await user.keyboard('{ArrowLeft}');
  expectChosen('何时停止', '按电量百分比');
  expectChosen('选择充电枪', /^B枪（空闲）/);
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expectChosen('何时停止', '按金额');
  await user.type(screen.getByLabelText('充电金额（元）'), '30');

  // Payment: up from the balance goes round to the last choice, not into the stop choices.
  act(() => radio('支付方式', /^账户余额/).focus());
  await user.keyboard('{ArrowUp}');
  expectChosen('支付方式', '微信支付预付');
  expectChosen('何时停止', '按金额');
  await user.keyboard('{ArrowUp}');
  expectChosen('支付方式', '充电卡 尾号0001（200.00元）');

  await user.click(screen.getByRole('button', { name: '开始充电' }));
  expect(await screen.findByText('请插枪')).toBeInTheDocument();
  const started = backend.calls.list('/cps/v2/api/chargingOrders', 'POST');
  expect(started.map((c) => c.body)).toEqual([
    {
      pileCode: '200101', gunNo: 'B', payMode: 'card', cardNo: '8800100000000001', stopCondition: { type: 'amount', amountCents: 3000 },
      car: { batteryKwh: 75, soc: 30 }, estimate: expect.objectContaining({ car: { batteryKwh: 75, soc: 30 } }),
    },
  ]);
});
