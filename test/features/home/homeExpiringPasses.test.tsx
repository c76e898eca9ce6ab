import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { installFakeIntersectionObserver, openHome } from './homeKit';

installFakeIntersectionObserver();

const PASSES = '/special/v2/api/bagPasses';

test("driver A's pass at 深圳湾 ends within 7 days: /home shows it with one tap to renew", async () => {
  const { router } = await openHome({ as: 'A' });
  const reminder = await screen.findByRole('region', { name: '月卡即将到期' }, { timeout: 10_000 });
  expect(backend.calls.list(PASSES).some((c) => c.query.expiringSoon === '1')).toBe(true);
  expect(reminder).toHaveTextContent('粤B·12345');
  expect(reminder).toHaveTextContent(/剩余\d天/);
  await userEvent.click(within(reminder).getByRole('link', { name: /续费.*月卡/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyRenew'), { timeout: 5000 });
  expect(router.state.location.search).toBe('?bagId=BG9001');
});

test('no pass ending soon: no reminder, and the rest of home is unaffected', async () => {
  await openHome({ as: 'B' });
  await screen.findByRole('region', { name: '在停车辆' });
  await waitFor(() => expect(backend.calls.list(PASSES).filter((c) => c.query.expiringSoon === '1')).toHaveLength(1));
  expect(screen.queryByRole('region', { name: '月卡即将到期' })).not.toBeInTheDocument();
});
