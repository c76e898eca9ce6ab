import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlatePicker, type PlateChoice } from '@/ui/PlatePicker';

const PLATES: PlateChoice[] = [
  { plateNo: '京A12345', plateColor: 1, side: '默认车辆' },
  { plateNo: '京AD12345', plateColor: 5 },
  { plateNo: '粤B12345', plateColor: 2, disabled: true, note: '该月卡不适用于黄牌车辆' },
];

const sent = () => screen.getByRole('status', { name: '将发送' });

/** One plate, as a booking or a VIN card chooses it; `none` is 暂不关联. */
function One({ none, plates = PLATES, message, error }: { none?: string; plates?: PlateChoice[]; message?: string; error?: string }) {
  const [plate, setPlate] = useState('');
  return (
    <>
      <PlatePicker id="plate" legend="预约车辆" plates={plates} value={plate} onChange={setPlate} none={none} message={message} error={error}>
        <a href="/addCar">添加车辆</a>
      </PlatePicker>
      <output aria-label="将发送">{plate || '无'}</output>
    </>
  );
}

/** Several plates, up to `limit`, as a package or a pass carries them. */
function Several({ limit, disabled }: { limit: number; disabled?: boolean }) {
  const [plates, setPlates] = useState<string[]>([]);
  return (
    <>
      <PlatePicker multiple id="plates" legend={`车辆（最多${limit}辆）`} plates={PLATES} limit={limit} value={plates} onChange={setPlates} disabled={disabled} />
      <output aria-label="将发送">{plates.join(',')}</output>
    </>
  );
}

describe('PlatePicker, one plate', () => {
  test('each plate is a radio named by the plate as written (京A·12345) and its colour, in a group named by the legend', () => {
    render(<One />);
    const group = screen.getByRole('group', { name: '预约车辆' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toHaveAccessibleName(/京A·12345.*蓝牌/);
    expect(radios[1]).toHaveAccessibleName(/京A·D12345.*绿牌/);
    expect(within(radios[0]!.closest('label')!).getByText('默认车辆')).toBeInTheDocument();
    // One group: one Tab stop, the arrows choose.
    expect(new Set(radios.map((r) => (r as HTMLInputElement).name))).toEqual(new Set(['plate']));
    expect(radios[0]).toHaveAttribute('id', 'plate');
    expect(within(group).getByRole('link', { name: '添加车辆' })).toBeInTheDocument();
    expect(sent()).toHaveTextContent('无');
  });

  test('a tap chooses the plate that is sent; a plate that cannot be chosen says why, inside its label', async () => {
    render(<One />);
    await userEvent.click(screen.getByRole('radio', { name: /京A·D12345/ }));
    expect(sent()).toHaveTextContent('京AD12345');
    const yellow = screen.getByRole('radio', { name: /粤B·12345/ });
    expect(yellow).toBeDisabled();
    expect(yellow).toHaveAccessibleName(/该月卡不适用于黄牌车辆/);
    await userEvent.click(yellow);
    expect(sent()).toHaveTextContent('京AD12345');
  });

  test('a first choice of no plate (暂不关联) is chosen while nothing is, takes the focus id, and sends ""', async () => {
    render(<One none="暂不关联" />);
    const none = screen.getByRole('radio', { name: '暂不关联' });
    expect(none).toBeChecked();
    expect(none).toHaveAttribute('id', 'plate');
    await userEvent.click(screen.getByRole('radio', { name: /京A·12345/ }));
    expect(sent()).toHaveTextContent('京A12345');
    await userEvent.click(none);
    expect(sent()).toHaveTextContent('无');
  });

  test('the focus id goes to the first plate that can be chosen', () => {
    render(<One plates={[PLATES[2]!, PLATES[1]!]} />);
    expect(screen.getByRole('radio', { name: /京A·D12345/ })).toHaveAttribute('id', 'plate');
  });

  test('a message stands in place of the plates (loading, none bound); the message under them is announced', () => {
    render(<One message="您还没有绑定车辆，请先添加车辆" error="请选择车辆" />);
    const group = screen.getByRole('group', { name: '预约车辆' });
    expect(within(group).queryAllByRole('radio')).toHaveLength(0);
    expect(group).toHaveTextContent('您还没有绑定车辆，请先添加车辆');
    expect(within(group).getByRole('alert')).toHaveTextContent('请选择车辆');
    expect(group).toHaveAccessibleDescription('请选择车辆');
  });
});

describe('PlatePicker, several plates', () => {
  test('checkboxes: chosen in order, up to the limit, the others disabled once it is reached; unchecking frees a place', async () => {
    render(<Several limit={2} />);
    const group = screen.getByRole('group', { name: '车辆（最多2辆）' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('checkbox', { name: /京A·D12345/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /京A·12345/ }));
    expect(sent()).toHaveTextContent('京AD12345,京A12345');
    expect(screen.getByRole('checkbox', { name: /粤B·12345/ })).toBeDisabled();

    render(<Several limit={1} />);
    const [, second] = screen.getAllByRole('group');
    await userEvent.click(within(second!).getByRole('checkbox', { name: /京A·12345/ }));
    expect(within(second!).getByRole('checkbox', { name: /京A·D12345/ })).toBeDisabled();
    await userEvent.click(within(second!).getByRole('checkbox', { name: /京A·12345/ }));
    expect(within(second!).getByRole('checkbox', { name: /京A·D12345/ })).toBeEnabled();
  });

  test('disabled while the form is sent: nothing changes', async () => {
    render(<Several limit={3} disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: /京A·12345/ }));
    expect(screen.getByRole('checkbox', { name: /京A·12345/ })).not.toBeChecked();
    expect(sent()).toHaveTextContent('');
  });
});
