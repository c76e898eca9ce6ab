import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '@/ui/Tabs';

function ThreeTabs({ size }: { size?: 'm' | 'l' }) {
  const [key, setKey] = useState('a');
  return (
    <>
      <Tabs size={size} activeKey={key} onChange={setKey} className="extra" aria-label="券">
        <Tabs.Tab key="a" title="未使用" />
        <Tabs.Tab key="b" title="已使用" />
        <Tabs.Tab key="c" title="已过期" />
      </Tabs>
      <p>当前：{key}</p>
    </>
  );
}

test('a tablist whose chosen tab is selected, and a tap chooses', async () => {
  render(<ThreeTabs />);
  const list = screen.getByRole('tablist', { name: '券' });
  expect(screen.getByRole('tab', { name: '未使用' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: '已使用' })).toHaveAttribute('aria-selected', 'false');
  await userEvent.click(screen.getByRole('tab', { name: '已使用' }));
  expect(screen.getByRole('tab', { name: '已使用' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('当前：b')).toBeInTheDocument();
  // The kit's classes (identity names in jest) and the caller's own on the row.
  expect(list).toHaveClass('tabs', 'l', 'extra');
});

test('one tab in the Tab order; the arrows, Home and End move to a tab and choose it', async () => {
  render(
    <>
      <button type="button">之前</button>
      <ThreeTabs />
    </>,
  );
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: '未使用' })).toHaveFocus();
  expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: '已使用' })).toHaveFocus();
  expect(screen.getByText('当前：b')).toBeInTheDocument();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: '已过期' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: '已过期' })).toHaveAttribute('tabindex', '0');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: '未使用' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByText('当前：c')).toBeInTheDocument();
  await userEvent.keyboard('{Home}');
  expect(screen.getByText('当前：a')).toBeInTheDocument();
});

test('a tab is a button: Enter chooses it too', async () => {
  render(<ThreeTabs />);
  screen.getByRole('tab', { name: '已过期' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText('当前：c')).toBeInTheDocument();
});

test('without activeKey the tabs keep their own choice, from the first or defaultActiveKey', async () => {
  const onChange = jest.fn();
  const { unmount } = render(
    <Tabs onChange={onChange}>
      <Tabs.Tab key="all" title="全部" />
      <Tabs.Tab key="due" title="待支付" />
    </Tabs>,
  );
  expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: '待支付' }));
  expect(screen.getByRole('tab', { name: '待支付' })).toHaveAttribute('aria-selected', 'true');
  expect(onChange).toHaveBeenCalledWith('due');
  unmount();
  render(
    <Tabs defaultActiveKey="due">
      <Tabs.Tab key="all" title="全部" />
      <Tabs.Tab key="due" title="待支付" />
    </Tabs>,
  );
  expect(screen.getByRole('tab', { name: '待支付' })).toHaveAttribute('aria-selected', 'true');
});

test('the chosen tab is the caller’s: a choice the caller does not take is not shown as made, and is not sent twice', async () => {
  const onChange = jest.fn();
  render(
    <Tabs activeKey="all" onChange={onChange}>
      <Tabs.Tab key="all" title="全部" />
      <Tabs.Tab key="due" title="待支付" />
    </Tabs>,
  );
  await userEvent.click(screen.getByRole('tab', { name: '全部' }));
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('tab', { name: '待支付' }));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
});

test('size m for tabs inside a card', () => {
  render(<ThreeTabs size="m" />);
  expect(screen.getByRole('tablist')).toHaveClass('tabs', 'm');
});

test('a key that names no tab leaves none selected, and the first tab still in the Tab order', () => {
  render(
    <Tabs activeKey="gone">
      <Tabs.Tab key="all" title="全部" />
      <Tabs.Tab key="due" title="待支付" />
    </Tabs>,
  );
  expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(0);
  expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: '待支付' })).toHaveAttribute('tabindex', '-1');
});
