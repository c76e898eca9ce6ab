import { render, screen, within } from '@testing-library/react';
import { RecordHead } from '@/ui/RecordHead';
import { StateTag } from '@/ui/StateTag';

test("a record's head: what it is about, the amount and what it is, the state, then the note, in one named region", () => {
  render(
    <RecordHead label="订单" title="王府井百货地下停车场" amountLabel="实付金额" cents={1250} state={<StateTag tone="warning">待支付</StateTag>}>
      订单待支付，完成支付后状态会自动更新
    </RecordHead>,
  );
  const head = screen.getByRole('region', { name: '订单' });
  expect(head).toHaveTextContent('王府井百货地下停车场实付金额12.50元待支付订单待支付，完成支付后状态会自动更新');
  expect(within(head).getByText('12.50元').tagName).toBe('STRONG');
});

test('stateFirst: the state heads it, when the state is the news; no note, no empty line', () => {
  const { container } = render(<RecordHead label="开票状态" stateFirst amountLabel="开票金额" cents={5930} state={<StateTag tone="primary" large>开票中</StateTag>} />);
  expect(screen.getByRole('region', { name: '开票状态' })).toHaveTextContent(/^开票中开票金额59\.30元$/);
  expect(container.querySelector('.note')).toBeNull();
});

test('without a label it is no landmark of its own (inside a region that names it)', () => {
  render(
    <section aria-label="开票进度">
      <RecordHead amountLabel="开票金额" cents={100} state={<StateTag>已红冲</StateTag>} />
    </section>,
  );
  expect(screen.getAllByRole('region')).toHaveLength(1);
});
