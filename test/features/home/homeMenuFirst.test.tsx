import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { backend, server } from '../../support/mockServer';
import { installFakeIntersectionObserver, openHome } from './homeKit';

installFakeIntersectionObserver();

const ENTRIES = '*/api/basic/v2/api/homeFuncEntries';
const menu = () => screen.findByRole('region', { name: '功能菜单' });
/** The menu's answer waits until the test lets it go. */
function holdMenu() {
  let release = () => undefined as void;
  const gate = new Promise<void>((r) => (release = r));
  server.use(
    http.get(ENTRIES, async () => {
      await gate;
      return undefined;
    }),
  );
  return () => release();
}

test('before the menu is answered a first visit has the default tiles, real links, and room for a larger menu', async () => {
  const release = holdMenu();
  await openHome();
  const m = await menu();
  expect(within(m).getByRole('link', { name: '车位预约' })).toHaveAttribute('href', '/map?parkType=bookActive');
  // A visitor's tile that needs a driver leads to sign-in, coming back to where it leads.
  expect(within(m).getByRole('link', { name: '月卡办理' }).getAttribute('href')).toMatch(/^\/login\?/);
  expect(within(m).getByRole('link', { name: '扫码充电' }).getAttribute('href')).toMatch(/^\/login\?/);
  // 12 default tiles and 4 held places: four rows, as the largest menus deployed.
  expect(m.querySelectorAll('li')).toHaveLength(16);
  expect(within(m).queryByText('违章查询')).not.toBeInTheDocument();
  release();
  // The server's menu replaces it in place: its external entries join in the held room.
  expect(await within(m).findByText('违章查询')).toBeInTheDocument();
  // 14 tiles; the held places stay in the page, hidden from view by the list's style (home.spec) and never read out.
  expect(within(m).getAllByRole('listitem')).toHaveLength(14);
});

test('the next start draws the menu this device got last, before the answer', async () => {
  const first = await openHome();
  await within(await menu()).findByText('违章查询');
  first.unmount();
  const release = holdMenu();
  await openHome();
  const m = await menu();
  expect(within(m).getByText('违章查询')).toBeInTheDocument();
  expect(m.querySelectorAll('li')).toHaveLength(14);
  release();
});

test('a menu that cannot be loaded keeps its tiles working and offers a retry', async () => {
  backend.faults.add({ path: '/basic/v2/api/homeFuncEntries', code: '500', msg: '服务器开小差了' });
  await openHome();
  const m = await menu();
  await within(m).findByText('菜单未能更新');
  expect(within(m).getByRole('link', { name: '充电站' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '附近' })).toBeInTheDocument();
  await userEvent.click(within(m).getByRole('button', { name: '重试' }));
  expect(await within(m).findByText('违章查询')).toBeInTheDocument();
  await waitFor(() => expect(within(m).queryByText('菜单未能更新')).not.toBeInTheDocument());
});

test('a slow menu answer: nothing below moves while it comes', async () => {
  server.use(http.get(ENTRIES, async () => void (await delay(300))));
  await openHome();
  const m = await menu();
  expect(m.querySelectorAll('li')).toHaveLength(16);
  await within(m).findByText('违章查询', {}, { timeout: 3000 });
});
