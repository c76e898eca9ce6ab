import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { initialPlateInputState, plateInputReducer, type PlateInputAction } from '@/ui/PlateInput/plateInputState';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';

function Harness({ province }: { province?: string }) {
  const plate = usePlateInput({ province });
  return (
    <div>
      <PlateInput control={plate} />
      <button type="button" disabled={!plate.isComplete}>查询</button>
      <output aria-label="结果">{`${plate.plateNo}|${plate.plateColor}`}</output>
      <p>页面其他地方</p>
    </div>
  );
}

const user = userEvent.setup({ delay: null });
// getByLabelText: the same accessible names as getByRole, without computing every button's name on each press
const cell = (n: number) => screen.getByLabelText(new RegExp(`^车牌第${n}位`));
const key = (name: string) => within(screen.getByRole('group', { name: '车牌键盘' })).getByLabelText(name, { selector: 'button' });
const type = async (...keys: string[]) => {
  for (const k of keys) await user.click(key(k));
};
const result = () => screen.getByLabelText('结果').textContent;

test('typing 京A12345 on the plate keyboard fills the cells and enables the query', async () => {
  render(<Harness />);
  expect(screen.queryByRole('group', { name: '车牌键盘' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
  await user.click(cell(1));
  expect(cell(1)).toHaveAttribute('aria-current', 'true');
  await type('京', 'A', '1', '2', '3', '4');
  expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
  await type('5');
  expect(cell(7)).toHaveAccessibleName('车牌第7位：5');
  expect(cell(8)).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: '查询' })).toBeEnabled();
  expect(result()).toBe('京A12345|1');
  await user.click(screen.getByRole('button', { name: '完成' }));
  expect(screen.queryByRole('group', { name: '车牌键盘' })).not.toBeInTheDocument();
});

test('an eighth cell makes a new-energy plate (colour 5); the yellow box makes it 2', async () => {
  render(<Harness />);
  await user.click(cell(1));
  await type('京', 'A', 'D', '1', '2', '3', '4', '5');
  expect(result()).toBe('京AD12345|5');
  await user.click(screen.getByRole('checkbox', { name: '大中型车（黄牌）' }));
  expect(result()).toBe('京AD12345|2');
});

test('the second cell takes letters only; provinces first; I and O do not exist', async () => {
  render(<Harness />);
  await user.click(cell(1));
  expect(key('京')).toBeEnabled();
  await type('粤');
  expect(cell(2)).toHaveAttribute('aria-current', 'true');
  expect(key('1')).toBeDisabled();
  expect(key('B')).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'I' })).not.toBeInTheDocument();
  await type('B');
  expect(key('1')).toBeEnabled();
});

test('WJ plates: WJ first, then a province, then five letters or digits; no eighth cell', async () => {
  render(<Harness />);
  await user.click(cell(1));
  await user.click(key('特殊车牌键盘'));
  await user.click(key('WJ 武警车牌'));
  // the second cell of a WJ plate is a province
  expect(key('京')).toBeEnabled();
  await type('京', '1', '2', '3', '4', '5');
  expect(result()).toBe('WJ京12345|1');
  expect(screen.getByRole('button', { name: '查询' })).toBeEnabled();
  expect(cell(8)).toBeDisabled();
});

test('suffix keys only in the seventh cell of an ordinary plate', async () => {
  render(<Harness />);
  await user.click(cell(1));
  await type('京', 'A');
  await user.click(key('特殊车牌键盘'));
  expect(key('警 警用车牌')).toBeDisabled();
  expect(key('WJ 武警车牌')).toBeDisabled();
  await user.click(key('返回普通键盘'));
  await type('1', '2', '3', '4');
  await user.click(key('特殊车牌键盘'));
  expect(key('警 警用车牌')).toBeEnabled();
  await user.click(key('应急 应急车牌'));
  expect(result()).toBe('京A1234应急|1');
  expect(cell(8)).toBeDisabled();
});

test('backspace clears the focused cell, then steps back', async () => {
  render(<Harness />);
  await user.click(cell(1));
  await type('京', 'A', '1');
  expect(cell(4)).toHaveAttribute('aria-current', 'true');
  await user.click(key('删除'));
  expect(cell(3)).toHaveAttribute('aria-current', 'true');
  await user.click(key('删除'));
  expect(cell(3)).toHaveAccessibleName('车牌第3位：未填写');
  expect(result()).toBe('京A|1');
});

test('tapping a cell focuses it and replaces its value; tapping elsewhere closes the keyboard', async () => {
  render(<Harness />);
  await user.click(cell(1));
  await type('京', 'A', '1', '2', '3', '4', '5');
  await user.click(cell(1));
  await type('沪');
  expect(result()).toBe('沪A12345|1');
  await user.click(screen.getByText('页面其他地方'));
  expect(screen.queryByRole('group', { name: '车牌键盘' })).not.toBeInTheDocument();
});

test('the placeholder is the province + A12345, and no native text input exists', () => {
  render(<Harness province="粤" />);
  expect(screen.getByText('例：粤A12345，新能源车牌填写第8位')).toBeInTheDocument();
  // The example characters are drawn by CSS, so each cell's name is only what it holds.
  const cells = screen.getAllByRole('button', { name: /^车牌第\d位/ });
  expect(cells.map((c) => c.getAttribute('data-ph') ?? '')).toEqual(['粤', 'A', '1', '2', '3', '4', '5', '新能源']);
  expect(cells[3]).toHaveAccessibleName('车牌第4位：未填写');
  expect(document.querySelector('input:not([type=checkbox]), textarea, [contenteditable]')).toBeNull();
});

test('reducer: a key a cell does not accept is ignored; a new first cell clears an invalid second one', () => {
  const run = (actions: PlateInputAction[]) => actions.reduce(plateInputReducer, initialPlateInputState());
  expect(run([{ type: 'focus', index: 1 }, { type: 'press', key: '1' }]).kb.values[1]).toBe('');
  const s = run([{ type: 'setPlate', plateNo: '京A12345' }, { type: 'focus', index: 0 }, { type: 'press', key: 'WJ' }]);
  expect(s.kb.values).toEqual(['WJ', '', '1', '2', '3', '4', '5', '']);
  expect(s.kb.focus).toBe(1);
  const yellow = run([{ type: 'setPlate', plateNo: '粤B12345', large: true }]);
  expect(yellow.large).toBe(true);
  expect(yellow.open).toBe(false);
});

describe('focus and a physical keyboard', () => {
  test('a tapped key leaves focus on the cell, and focus follows the typing to the next cell', async () => {
    render(<Harness />);
    await user.click(cell(1));
    expect(cell(1)).toHaveFocus();
    await type('京');
    expect(cell(2)).toHaveFocus();
    await type('A', '1');
    expect(cell(4)).toHaveFocus();
    await user.click(key('删除'));
    expect(cell(3)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.queryByRole('group', { name: '车牌键盘' })).not.toBeInTheDocument();
    expect(cell(3)).toHaveFocus();
  });

  test('typing letters and digits fills the cells, Backspace deletes, Enter closes the keyboard', async () => {
    render(<Harness />);
    await user.click(cell(1));
    await type('粤');
    await user.keyboard('b12i345');
    // I does not exist on plates: it is ignored, the rest fills the cells
    expect(result()).toBe('粤B12345|1');
    expect(cell(8)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(result()).toBe('粤B1234|1');
    expect(cell(7)).toHaveFocus();
    await user.keyboard('9{Enter}');
    expect(result()).toBe('粤B12349|1');
    expect(screen.queryByRole('group', { name: '车牌键盘' })).not.toBeInTheDocument();
    expect(cell(8)).toHaveFocus();
    expect(screen.getByRole('button', { name: '查询' })).toBeEnabled();
  });

  test('a cell reached with Tab takes typing too; a letter is refused where the plate needs a province', async () => {
    render(<Harness />);
    await user.tab();
    expect(cell(1)).toHaveFocus();
    await user.keyboard('a');
    expect(result()).toBe('|1');
    expect(cell(1)).toHaveAttribute('aria-current', 'true');
  });

  test('Escape closes the keyboard and gives focus back to the cell, from the cell or from a key', async () => {
    render(<Harness />);
    await user.click(cell(1));
    await type('京');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: '车牌键盘' })).not.toBeInTheDocument();
    expect(cell(2)).toHaveFocus();
    await user.click(cell(2));
    key('B').focus();
    await user.keyboard('c');
    expect(result()).toBe('京C|1');
    expect(key('1')).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: '车牌键盘' })).not.toBeInTheDocument();
    expect(cell(3)).toHaveFocus();
  });
});
