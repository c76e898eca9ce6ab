import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { Provider } from 'react-redux';
import { setupStore } from '@/app/store';
import { useAskOnce } from '@/ui/useAskOnce';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';

function Ask({ answers }: { answers: (string | null)[] }) {
  const { ask, asking } = useAskOnce();
  const go = async () => {
    answers.push(await ask({ title: '确认？', content: '确认后不可撤回', actions: [{ key: 'cancel', text: '取消' }, { key: 'ok', text: '确认', primary: true }] }));
  };
  return (
    <button type="button" disabled={asking} onClick={() => void go()}>
      {asking ? '等待确认' : '提交'}
    </button>
  );
}

test('two taps in the same frame open one dialog; the second gets no answer; the button is busy while it is open', async () => {
  let release: (k: 'ok') => void = () => undefined;
  const ui = fakeUi();
  ui.dialog = <K extends string>(d: Parameters<typeof ui.dialog<K>>[0]) => {
    ui.dialogs.push(d as (typeof ui.dialogs)[number]);
    return new Promise<K | null>((resolve) => {
      release = (k) => resolve(k as unknown as K);
    });
  };
  const store = setupStore(undefined, { ui, navigator: fakeNavigator(), platform: fakePlatform() });
  const answers: (string | null)[] = [];
  render(
    <Provider store={store}>
      <Ask answers={answers} />
    </Provider>,
  );
  const button = screen.getByRole('button', { name: '提交' });
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
  expect(ui.dialogs).toHaveLength(1);
  await waitFor(() => expect(answers).toEqual([null]));
  expect(screen.getByRole('button', { name: '等待确认' })).toBeDisabled();
  await act(async () => release('ok'));
  expect(answers).toEqual([null, 'ok']);
  expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
});
