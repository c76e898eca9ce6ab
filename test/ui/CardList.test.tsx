import { render, screen } from '@testing-library/react';
import { List } from 'antd-mobile';
import { CardList } from '@/ui/CardList';

test('a list drawn as one card: its header and rows inside the one card element, never antd card mode', () => {
  const { container } = render(
    <CardList header="订单信息">
      <List.Item extra="京A12345">车牌</List.Item>
    </CardList>,
  );
  const card = container.firstElementChild as HTMLElement;
  expect(card).toHaveClass('card');
  expect(card).not.toHaveClass('adm-list-card');
  expect(card).toContainElement(screen.getByText('订单信息'));
  expect(card).toContainElement(screen.getByText('车牌'));
});

test('a layout class from the page joins the card look, it does not replace it', () => {
  const { container } = render(<CardList className="spacedTop"><List.Item>车牌</List.Item></CardList>);
  expect(container.firstElementChild).toHaveClass('card', 'spacedTop');
});
