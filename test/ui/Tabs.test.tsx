import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '@/ui/Tabs';

function TwoTabs({ size }: { size?: 'm' | 'l' }) {
  const [key, setKey] = useState('a');
  return (
    <>
      <Tabs size={size} activeKey={key} onChange={setKey} className="extra">
        <Tabs.Tab key="a" title="未使用" />
        <Tabs.Tab key="b" title="已使用" />
      </Tabs>
      <p>当前：{key}</p>
    </>
  );
}

test('antd-mobile tabs with the kit look: a tablist whose chosen tab is selected, and a tap chooses', async () => {
  const { container } = render(<TwoTabs />);
  expect(screen.getByRole('tab', { name: '未使用' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: '已使用' }));
  expect(screen.getByRole('tab', { name: '已使用' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('当前：b')).toBeInTheDocument();
  // The kit's classes (identity names in jest) and the caller's own on the root.
  const root = container.querySelector('.adm-tabs');
  expect(root).toHaveClass('tabs', 'l', 'extra');
});

test('size m for tabs inside a card', () => {
  const { container } = render(<TwoTabs size="m" />);
  expect(container.querySelector('.adm-tabs')).toHaveClass('tabs', 'm');
});
