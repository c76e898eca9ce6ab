import { fireEvent, render, screen } from '@testing-library/react';
import { useDialogFocus } from '@/ui/dialog';

function Sheet({ title, onClose }: { title: string; onClose: () => void }) {
  const panel = useDialogFocus(onClose, title);
  return (
    <div ref={panel} role="dialog" aria-label={title} tabIndex={-1}>
      <button type="button">收藏</button>
    </div>
  );
}

test('the panel takes the focus when it opens and when it shows another thing; Escape closes it, and only while open', () => {
  const onClose = jest.fn();
  const view = render(
    <>
      <button type="button">外面</button>
      <Sheet title="国贸停车场" onClose={onClose} />
    </>,
  );
  expect(screen.getByRole('dialog', { name: '国贸停车场' })).toHaveFocus();
  screen.getByRole('button', { name: '外面' }).focus();
  view.rerender(
    <>
      <button type="button">外面</button>
      <Sheet title="望京停车场" onClose={onClose} />
    </>,
  );
  expect(screen.getByRole('dialog', { name: '望京停车场' })).toHaveFocus();

  fireEvent.keyDown(window, { key: 'Enter' });
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.keyDown(screen.getByRole('button', { name: '收藏' }), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);

  view.rerender(<button type="button">外面</button>);
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});
