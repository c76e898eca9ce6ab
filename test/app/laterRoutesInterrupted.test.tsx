import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';

/**
 * The later domains' routes (src/app/laterRoutes.ts) come in their own chunk, patched under the root by the first
 * navigation that needs them (router.tsx, laterRoutesPatcher). A navigation that is overtaken by another before the
 * chunk has arrived — the driver presses back while a page opened from a deep link is still loading, or taps a
 * second entry on a weak signal — must not take the patch with it: react-router drops a patch made for a navigation
 * it has aborted, so a patcher that ran the patch only once, for the first caller, left every later page the 404
 * for the rest of the visit (the consistency journey's /invoiceManage after going back across a reloaded document).
 */

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

test('a deep link to a later page, left before its routes arrive: the next later page still opens, never the 404', async () => {
  signInAs('A');
  const { router } = renderApp('/wallet');
  // Back to /mine before the later routes' chunk is in: the deep link's navigation is aborted.
  void router.navigate('/mine');
  await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
  await act(() => router.navigate('/invoiceManage'));
  expect(await heading('发票管理')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '页面不存在' })).not.toBeInTheDocument();
});

test('two later pages tapped one after the other before their routes arrive: the second opens', async () => {
  signInAs('A');
  const { router } = renderApp('/mine');
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  void router.navigate('/invoiceManage');
  await act(() => router.navigate('/wallet'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  expect(screen.queryByRole('heading', { name: '页面不存在' })).not.toBeInTheDocument();
  await act(() => router.navigate('/invoiceManage'));
  expect(await heading('发票管理')).toBeInTheDocument();
});
