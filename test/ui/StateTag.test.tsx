import { render, screen } from '@testing-library/react';
import { StateTag } from '@/ui/StateTag';

test('the state is read as its words, beside what it belongs to; the tone only colours it', () => {
  render(
    <article aria-label="停车账单">
      <h3>王府井停车场</h3>
      <StateTag tone="danger">待补缴</StateTag>
    </article>,
  );
  const card = screen.getByRole('article', { name: '停车账单' });
  expect(card).toHaveTextContent('王府井停车场待补缴');
  const tag = screen.getByText('待补缴');
  // Plain text: nothing hides it from a screen reader, and it is no control.
  expect(tag).not.toHaveAttribute('aria-hidden');
  expect(tag).not.toHaveAttribute('role');
  expect(tag).toHaveClass('stateTag', 'danger');
});

test('each tone has its own colour class; default when none is given', () => {
  render(
    <>
      <StateTag tone="primary">进行中</StateTag>
      <StateTag tone="success">已完成</StateTag>
      <StateTag tone="warning">待支付</StateTag>
      <StateTag>已关闭</StateTag>
    </>,
  );
  expect(screen.getByText('进行中')).toHaveClass('primary');
  expect(screen.getByText('已完成')).toHaveClass('success');
  expect(screen.getByText('待支付')).toHaveClass('warning');
  expect(screen.getByText('已关闭')).toHaveClass('neutral');
});

test('solid: the same words and tone, filled; outlined unless asked', () => {
  render(
    <>
      <StateTag tone="danger" solid>有欠费</StateTag>
      <StateTag tone="primary">默认</StateTag>
    </>,
  );
  expect(screen.getByText('有欠费')).toHaveClass('stateTag', 'danger', 'solid');
  expect(screen.getByText('默认')).not.toHaveClass('solid');
});

test('large: a size up for the state that heads a record', () => {
  render(<StateTag tone="primary" large>开票中</StateTag>);
  expect(screen.getByText('开票中')).toHaveClass('stateTag', 'primary', 'large');
});
