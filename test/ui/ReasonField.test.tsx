import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { asReason, ReasonField } from '@/ui/ReasonField';

const REASONS = ['充电桩故障无法拔枪', '车位出口被堵无法驶离', '其他'] as const;
type Reason = (typeof REASONS)[number];

/** A form's reason as a feature keeps it, and what it would send. */
function Form({ error, disabled, legend }: { error?: string; disabled?: boolean; legend?: string }) {
  const [reason, setReason] = useState<Reason | null>(null);
  return (
    <>
      <ReasonField id="reason" reasons={REASONS} value={reason} onChange={setReason} error={error} disabled={disabled} legend={legend} hint="选择最符合的一项" />
      <button type="button">下一项</button>
      <output aria-label="将发送">{reason ?? ''}</output>
    </>
  );
}

const sent = () => screen.getByRole('status', { name: '将发送' });

describe('ReasonField', () => {
  test('the reasons are real radios in a group a screen reader names (申诉原因), with its hint', () => {
    render(<Form />);
    const group = screen.getByRole('group', { name: '申诉原因' });
    expect(group).toHaveAccessibleDescription('选择最符合的一项');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([...REASONS]);
    // One group: one name, so it is one Tab stop and the arrows choose.
    expect(new Set(radios.map((r) => (r as HTMLInputElement).name))).toEqual(new Set(['reason']));
    expect(radios[0]).toHaveAttribute('id', 'reason');
    expect(sent()).toHaveTextContent('');
  });

  test('a tap chooses one reason, and that is what the form sends', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('radio', { name: '车位出口被堵无法驶离' }));
    expect(screen.getByRole('radio', { name: '车位出口被堵无法驶离' })).toBeChecked();
    expect(sent()).toHaveTextContent('车位出口被堵无法驶离');
    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    expect(screen.getByRole('radio', { name: '车位出口被堵无法驶离' })).not.toBeChecked();
    expect(sent()).toHaveTextContent('其他');
  });

  test('the keyboard reaches the group once and the arrows move the choice', async () => {
    render(<Form />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '充电桩故障无法拔枪' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(sent()).toHaveTextContent('车位出口被堵无法驶离');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '下一项' })).toHaveFocus();
  });

  test('the message is announced and describes the group; disabled, nothing can be chosen', async () => {
    render(<Form error="请选择申诉原因" disabled legend="占位费申诉原因" />);
    const group = screen.getByRole('group', { name: '占位费申诉原因' });
    expect(within(group).getByRole('alert')).toHaveTextContent('请选择申诉原因');
    expect(group).toHaveAccessibleDescription(/请选择申诉原因/);
    expect(within(group).getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    expect(sent()).toHaveTextContent('');
  });

  test('asReason: a kept text is a reason only when it is one of the list', () => {
    expect(asReason(REASONS, '其他')).toBe('其他');
    expect(asReason(REASONS, '计费时长不对')).toBeNull();
    expect(asReason(REASONS, '')).toBeNull();
  });
});
