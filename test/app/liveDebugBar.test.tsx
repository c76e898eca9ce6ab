import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { LiveDebugBar } from '@/app/liveDebug/LiveDebugBar';
import { DEBUG_GRANT_KEY } from '@/session/debugGrant';
import { loggedOut } from '@/session/sessionSlice';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

/**
 * The 远程调试中 bar (docs/rules/operations.md, "Live"): above every page while operations watch, and the session ends
 * — the socket closed, the tab's debug session over — with 结束调试, at the code's expiry, or on sign-out.
 */

function liveStore(expiresInMs = 3_600_000) {
  signInAs('A');
  const { store } = storeWithFakes();
  const end = jest.fn();
  window.sessionStorage.setItem(DEBUG_GRANT_KEY, JSON.stringify({ code: 'ABCD2345', requestNo: 'SR000001', expiresAt: Date.now() + expiresInMs, live: true }));
  Object.assign(store, { liveDebug: { requestNo: 'SR000001', expiresAt: Date.now() + expiresInMs, end } });
  store.dispatch({ type: 'session/loggedIn', payload: { token: 't', refreshToken: 'r' } });
  render(
    <Provider store={store}>
      <LiveDebugBar />
    </Provider>,
  );
  return { store, end };
}

afterEach(() => window.sessionStorage.clear());

test('says operations are watching, for which case, and 结束调试 ends it once: the session and the tab’s grant go', async () => {
  const { end } = liveStore();
  const bar = screen.getByRole('status', { name: '远程调试' });
  expect(bar).toHaveTextContent('远程调试中');
  expect(bar).toHaveTextContent('SR000001');
  await userEvent.click(screen.getByRole('button', { name: '结束调试' }));
  expect(end).toHaveBeenCalledTimes(1);
  expect(bar).toHaveTextContent('远程调试已结束，客服不再能看到本机的操作');
  expect(screen.queryByRole('button', { name: '结束调试' })).toBeNull();
  expect(window.sessionStorage.getItem(DEBUG_GRANT_KEY)).toBeNull();
});

test('ends by itself at the code’s expiry', () => {
  jest.useFakeTimers();
  try {
    const { end } = liveStore(60_000);
    expect(end).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(60_001);
    });
    expect(end).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: '远程调试' })).toHaveTextContent('远程调试已结束');
  } finally {
    jest.useRealTimers();
  }
});

test('ends on sign-out', () => {
  const { store, end } = liveStore();
  expect(end).not.toHaveBeenCalled();
  act(() => {
    store.dispatch(loggedOut({ reason: 'user' }));
  });
  expect(end).toHaveBeenCalledTimes(1);
});
