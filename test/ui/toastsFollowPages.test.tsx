import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes, laterRoutesPatcher, navigatorFor } from '@/app/router';
import { setupStore } from '@/app/store';
import { PlatformProvider } from '@/platform/PlatformContext';
import { createLateNavigator } from '@/platform/navigator';
import { sessionExpired } from '@/session/sessionSlice';
import { createDomFeedback } from '@/ui/feedback/domFeedback';
import { fakePlatform } from '../support/fakes';
import { signInAs } from '../support/session';

const PAGE_TOAST = '一张发票只能包含同一开票方的订单';
/** Longer than any test here: a toast that goes, goes because the page changed, not because its time ran out. */
const LONG = 10_000;

/** The whole app with the real toasts drawn into the DOM (renderApp records them in a fake instead). */
async function openWithRealToasts(url: string) {
  const ui = createDomFeedback();
  const navigator = createLateNavigator();
  const platform = fakePlatform();
  const store = setupStore(undefined, { ui, navigator, platform });
  const router = createMemoryRouter(createAppRoutes(store), { initialEntries: [url], patchRoutesOnNavigation: laterRoutesPatcher() });
  navigator.attach(navigatorFor(router));
  render(
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </Provider>,
  );
  await screen.findByRole('heading', { name: '车主服务', level: 1 }, { timeout: 15_000 });
  const go = (to: string) => act(() => router.navigate(to));
  return { ui, store, router, go };
}

/** A toast the page raises, some time before the driver taps anything. */
const raise = (ui: { toast(text: string, ms?: number): void }, text: string) => act(async () => ui.toast(text, LONG));

// A toast is a status message of its own (role=status), drawn by the DOM feedback.
const toast = (text: string) => screen.queryByText(text, { selector: '[role="status"]' });

test('a page\'s toast goes when the driver goes to another page, and stays for a new query on the same page', async () => {
  const { ui, go } = await openWithRealToasts('/home');
  await raise(ui, PAGE_TOAST);
  expect(toast(PAGE_TOAST)).toBeInTheDocument();

  await go('/home?from=tab');
  expect(toast(PAGE_TOAST)).toBeInTheDocument();

  await go('/404');
  await screen.findByRole('heading', { name: '页面不存在' });
  expect(toast(PAGE_TOAST)).not.toBeInTheDocument();
});

test('a toast raised with the navigation it announces goes along, and then belongs to the new page', async () => {
  const { ui, router, go } = await openWithRealToasts('/home');
  act(() => {
    ui.toast('申诉已提交，我们会尽快处理', LONG);
    void router.navigate('/404');
  });
  await screen.findByRole('heading', { name: '页面不存在' });
  expect(toast('申诉已提交，我们会尽快处理')).toBeInTheDocument();

  await go('/home');
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(toast('申诉已提交，我们会尽快处理')).not.toBeInTheDocument();
});

test('登录已过期 is the app\'s toast, not the page\'s: it stays while the driver moves on before login opens', async () => {
  signInAs('A');
  const { ui, store, router, go } = await openWithRealToasts('/home');
  await raise(ui, PAGE_TOAST);
  await go('/404');
  await screen.findByRole('heading', { name: '页面不存在' });
  expect(toast(PAGE_TOAST)).not.toBeInTheDocument();

  act(() => {
    store.dispatch(sessionExpired());
  });
  expect(toast('登录已过期，请重新登录')).toBeInTheDocument();
  // Checked as the navigation starts (when a page's toast would go): the toast's own 3 s are not up yet.
  act(() => {
    void router.navigate('/home');
  });
  expect(toast('登录已过期，请重新登录')).toBeInTheDocument();
});
