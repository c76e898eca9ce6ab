import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { endSeedSession } from '../../support/chargingSeed';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

/**
 * /chargingPage's 开始充电 is the page's pinned bar (outside its scrolling content) with the estimate's total beside it:
 * on a phone it sat two and a half screens down, under every choice.
 */
beforeAll(() => warmPages(['/chargingPage']), 60_000);


const amountOf = (text: string | null) => /(\d+\.\d\d)元/.exec(text ?? '')?.[1];

test('开始充电 is pinned outside the page’s content with the estimate’s total beside it, and starts what the form above says', async () => {
  signInAs('A');
  endSeedSession();
  const user = userEvent.setup();
  renderApp('/chargingPage?pileCode=200101');
  const start = await screen.findByRole('button', { name: '开始充电' });
  expect(start.closest('main')).toBeNull();
  expect(start.closest('form')).toBeNull();
  const bar = start.closest('.bar')!;
  // The same total as the estimate's card, which says what it is made of.
  const card = screen.getByText(/预估合计（含停车费）/).closest('p')!;
  await waitFor(() => expect(bar).toHaveTextContent(/^预计 \d+\.\d\d元开始充电$/));
  expect(amountOf(bar.textContent)).toBe(amountOf(card.textContent));

  // A missing choice is still said at its field, and nothing is sent.
  await user.click(start);
  expect(await screen.findByText('请选择充电枪')).toBeInTheDocument();
  expect(backend.calls.list('/cps/v2/api/chargingOrders', 'POST')).toEqual([]);

  await user.click(screen.getByRole('radio', { name: /^A枪（空闲）/ }));
  await user.click(start);
  expect(await screen.findByText('请插枪')).toBeInTheDocument();
  expect(backend.calls.list('/cps/v2/api/chargingOrders', 'POST').map((c) => c.body)).toEqual([
    expect.objectContaining({ pileCode: '200101', gunNo: 'A', payMode: 'balance', estimate: expect.objectContaining({ totalCents: Number(amountOf(bar.textContent)?.replace('.', '')) }) }),
  ]);
});
