import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PayBar, PayBarFrame } from '@/payment/ui/PayBar';
import { payeeAt, payeeOf, paySentence } from '@/payment/ui/PaySentence';
import type { PayAction } from '@/payment/ui/usePayAction';
import { ELDER_ATTRIBUTE, setElderMode } from '@/session/elderMode';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';
import { warmPages } from './kit';

/**
 * Every pay screen says the amount and who is paid as one plain sentence: the pay button's description (a screen
 * reader says it with 立即支付), and in 长辈模式 also plain large text above the button.
 */
const idle: PayAction = { entry: undefined, busy: false, label: '立即支付', start: async () => undefined };

beforeAll(() => warmPages(['/payPage', '/accountBalance', '/thirdpay']), 90_000);
afterEach(() => document.documentElement.removeAttribute(ELDER_ATTRIBUTE));

test('the sentence: amount in yuan, then who is paid', () => {
  expect(paySentence(1250, '北京XX停车场')).toBe('支付 12.50 元给 北京XX停车场');
  expect(paySentence(5000, undefined, '我的钱包')).toBe('支付 50.00 元，充值到 我的钱包');
  expect(paySentence(800, ' ')).toBe('支付 8.00 元');
  expect(payeeOf(['西单停车场', '金融街停车场', '西单停车场', null, ''])).toBe('西单停车场、金融街停车场');
  expect(payeeAt('北京XX停车管理有限公司', '王府井百货地下停车场')).toBe('北京XX停车管理有限公司（王府井百货地下停车场）');
  expect(payeeAt('', '王府井百货地下停车场')).toBe('王府井百货地下停车场');
  expect(payeeAt('同名', '同名')).toBe('同名');
});

test('PayBar: 立即支付 is described by the sentence; hidden on screen, shown large in 长辈模式', () => {
  render(<PayBar totalLabel="实付" amountCents={1250} payee="北京XX停车场" action={idle} request={null} />);
  const button = screen.getByRole('button', { name: '立即支付' });
  expect(button).toHaveAccessibleDescription('支付 12.50 元给 北京XX停车场');
  const sentence = document.getElementById(button.getAttribute('aria-describedby')!)!;
  expect(sentence).not.toBeVisible();
  act(() => setElderMode(true));
  expect(sentence).toBeVisible();
  expect(sentence).toHaveTextContent('支付 12.50 元给 北京XX停车场');
  expect(button).toHaveAccessibleDescription('支付 12.50 元给 北京XX停车场');
});

test('PayBarFrame: a screen with its own button gets the sentence id for it', () => {
  const onClick = jest.fn();
  render(
    <PayBarFrame totalLabel="合计" amountCents={3000} payee="王府井百货地下停车场">
      {(describedBy) => (
        <button type="button" aria-describedby={describedBy} onClick={onClick}>
          确认支付
        </button>
      )}
    </PayBarFrame>,
  );
  const button = screen.getByRole('button', { name: '确认支付' });
  expect(button).toHaveAccessibleDescription('支付 30.00 元给 王府井百货地下停车场');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalled();
});

test('/payPage: the bill as paid, to the lot\'s operator, in one sentence with 立即支付; in 长辈模式 also on screen', async () => {
  signInAs('A');
  setElderMode(true);
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  const card = await screen.findByRole('region', { name: '停车账单' });
  const parkName = within(card).getByRole('heading', { level: 2 }).textContent!;
  const button = await screen.findByRole('button', { name: '立即支付' });
  // What the bar says is paid (实付, after the coupon taking the most off) is what the sentence says.
  const total = /实付\s*(\d+\.\d{2})元/.exec(button.closest('.bar')!.textContent!)![1];
  const sentence = new RegExp(`^支付 ${total} 元给 \\S+（${parkName}）$`);
  expect(button).toHaveAccessibleDescription(expect.stringMatching(sentence));
  // 长辈模式: the same sentence is on screen, as plain text.
  expect(screen.getByText(sentence)).toBeVisible();
});

test('a top-up says the amount and where it goes', async () => {
  signInAs('A');
  renderApp('/accountBalance');
  fireEvent.click(await screen.findByRole('button', { name: '50元' }));
  expect(screen.getByRole('button', { name: '立即充值' })).toHaveAccessibleDescription('支付 50.00 元，充值到 账户余额');
});

test("a visitor at the partner's checkout: the amount and who is paid with the button", async () => {
  renderApp('/thirdpay?uniqueId=U20021&parkId=P1009');
  const button = await screen.findByRole('button', { name: /^前往收银台支付 / });
  const amount = /(\d+\.\d{2})元/.exec(button.textContent!)![1];
  expect(button).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`^支付 ${amount} 元给 \\S+`)));
});
