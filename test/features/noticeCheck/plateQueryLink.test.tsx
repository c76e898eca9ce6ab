import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PlateQuery } from '@/features/home/components/PlateQuery/PlateQuery';
import { PlatformProvider } from '@/platform/PlatformContext';
import { storeWithFakes } from '../../support/store';

/** The home's plate query on its own, with a stand-in for /checkNotice that shows where it was sent. */
function renderPlateQuery() {
  const fakes = storeWithFakes({ at: '/home' });
  const router = createMemoryRouter([{ path: '/home', element: <PlateQuery /> }, { path: '/checkNotice', element: <p>核实通知页</p> }], { initialEntries: ['/home'] });
  render(
    <Provider store={fakes.store}>
      <PlatformProvider platform={fakes.platform}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </Provider>,
  );
  return router;
}

const user = userEvent.setup({ delay: null });

test('the plate query offers 核实通知, with the plate typed so far once it is whole', async () => {
  const router = renderPlateQuery();
  expect(screen.getByText(/收到欠费短信或罚单？/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '核实通知' })).toHaveAttribute('href', '/checkNotice');
  await user.click(screen.getByLabelText(/^车牌第1位/));
  const kb = within(screen.getByRole('group', { name: '车牌键盘' }));
  for (const k of Array.from('京B88888')) await user.click(kb.getByLabelText(k, { selector: 'button' }));
  const link = screen.getByRole('link', { name: '核实通知' });
  expect(link).toHaveAttribute('href', `/checkNotice?plateNo=${encodeURIComponent('京B88888')}`);
  await user.click(link);
  expect(await screen.findByText('核实通知页')).toBeInTheDocument();
  expect(new URLSearchParams(router.state.location.search).get('plateNo')).toBe('京B88888');
});
