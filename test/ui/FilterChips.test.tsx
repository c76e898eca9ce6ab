import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterChips } from '@/ui/FilterChips';

type State = 2 | 3 | undefined;
const STATES = [
  { value: undefined, label: '全部' },
  { value: 2 as const, label: '待支付' },
  { value: 3 as const, label: '已支付' },
];

function States({ onChange }: { onChange?: (v: State) => void }) {
  const [value, setValue] = useState<State>(undefined);
  return (
    <>
      <FilterChips<State>
        legend="按状态筛选"
        chips={STATES}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <FilterChips legend="按月份筛选" chips={[{ value: undefined, label: '全部月份' }, { value: '2026-05', label: '本月' }]} value={undefined} onChange={() => {}} />
    </>
  );
}

test('a named radio group: each chip a radio named by its words, the chosen one checked', () => {
  render(<States />);
  const group = screen.getByRole('group', { name: '按状态筛选' });
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent)).toEqual(['全部', '待支付', '已支付']);
  expect(within(group).getByRole('radio', { name: '全部' })).toBeChecked();
  expect(within(group).getByRole('radio', { name: '待支付' })).not.toBeChecked();
  // One name per group, different between groups: each is a group of its own for the keyboard.
  const names = new Set(radios.map((r) => r.getAttribute('name')));
  expect(names.size).toBe(1);
  const other = within(screen.getByRole('group', { name: '按月份筛选' })).getAllByRole('radio')[0]!;
  expect(other.getAttribute('name')).not.toBe(radios[0]!.getAttribute('name'));
});

test('a tap on a chip chooses its value (whatever its type, undefined too)', async () => {
  const onChange = jest.fn();
  render(<States onChange={onChange} />);
  const group = screen.getByRole('group', { name: '按状态筛选' });
  await userEvent.click(within(group).getByText('已支付'));
  expect(onChange).toHaveBeenLastCalledWith(3);
  expect(within(group).getByRole('radio', { name: '已支付' })).toBeChecked();
  await userEvent.click(within(group).getByRole('radio', { name: '全部' }));
  expect(onChange).toHaveBeenLastCalledWith(undefined);
});

test('one Tab stop per group, the arrow keys move the choice', async () => {
  const onChange = jest.fn();
  render(<States onChange={onChange} />);
  await userEvent.tab();
  const group = screen.getByRole('group', { name: '按状态筛选' });
  expect(within(group).getByRole('radio', { name: '全部' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(within(group).getByRole('radio', { name: '待支付' })).toHaveFocus();
  expect(onChange).toHaveBeenLastCalledWith(2);
  await userEvent.tab();
  expect(within(screen.getByRole('group', { name: '按月份筛选' })).getByRole('radio', { name: '全部月份' })).toHaveFocus();
});

test('the legend is for screen readers unless asked to show', () => {
  const { rerender } = render(<FilterChips legend="按类型筛选" chips={[{ value: 'a', label: '充值' }]} value="a" onChange={() => {}} />);
  expect(screen.getByText('按类型筛选')).toHaveClass('legendHidden');
  rerender(<FilterChips legend="按类型筛选" chips={[{ value: 'a', label: '充值' }]} value="a" onChange={() => {}} showLegend />);
  expect(screen.getByText('按类型筛选')).toHaveClass('legend');
});
