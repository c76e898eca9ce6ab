import { act, screen } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
import { warmPages } from '../payment/kit';

beforeAll(() => warmPages(['/home', '/login']), 60_000);

/** The frames the app asks for, held until the test lets them run (the heading's focus waits for the next frame). */
function holdFrames() {
  const held: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => held.push(cb));
  return () => act(() => held.splice(0).forEach((cb) => cb(performance.now())));
}

afterEach(() => jest.restoreAllMocks());

test('after a navigation, focus moves to the new page\'s heading', async () => {
  const { router } = renderApp('/home');
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  const runFrames = holdFrames();
  await act(() => router.navigate('/login'));
  const heading = await screen.findByRole('heading', { name: '登录', level: 1 }, { timeout: 15_000 });
  runFrames();
  expect(heading).toHaveFocus();
});

test('a field the driver tapped before the next frame keeps the focus (the heading does not take it from under the typing)', async () => {
  const { router } = renderApp('/home');
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  const runFrames = holdFrames();
  await act(() => router.navigate('/login'));
  await screen.findByRole('heading', { name: '登录', level: 1 }, { timeout: 15_000 });
  const phone = screen.getByLabelText('手机号');
  act(() => phone.focus());
  runFrames();
  expect(phone).toHaveFocus();
});
