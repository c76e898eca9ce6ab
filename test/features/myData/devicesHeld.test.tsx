import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DRIVER_A } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { wireTime } from '@mocks/core/wireTime';
import { formatDateTime } from '@/lib/time';
import { warmPages } from '../../payment/kit';
import { backend, server } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { subscribePush } from '../../mocks/reminders/support';

/**
 * 我的数据's 登录设备与推送订阅: what it counts is what it dates. A phone still signed in is a record (dated by its
 * sign-in) as much as a push subscription; the line under the title never says 暂无记录 beside a count above 0.
 */
configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/myData']), 60_000);

const DEVICES = '登录设备与推送订阅';

async function devicesRow() {
  renderApp('/myData');
  const held = await screen.findByRole('region', { name: '我们保存的您的数据' }, { timeout: 15_000 });
  await within(held).findByText('138****8000');
  return within(held).getByText(DEVICES).closest('.adm-list-item') as HTMLElement;
}

/** The phones the server holds as signed in for A: live refresh tokens, not yet used or revoked. */
const liveSessions = () =>
  [...backend.db.tokens.values()].filter((k) => k.driverId === DRIVER_A && k.kind === 'refresh' && !k.revoked && !k.rotated && k.expiresAt > backend.clock.now());

test('signed in on this phone alone, no push subscription: 1 条, dated by the sign-in, not 暂无记录', async () => {
  signInAs('A');
  expect(liveSessions()).toHaveLength(1);
  expect(backend.db.pushSubscriptions.filter((s) => s.driverId === DRIVER_A)).toHaveLength(0);
  const row = await devicesRow();
  expect(within(row).getByText('1 条')).toBeInTheDocument();
  expect(within(row).getByText(`最近：${formatDateTime(wireTime(liveSessions()[0]!.issuedAt))}`)).toBeInTheDocument();
  expect(within(row).queryByText('暂无记录')).not.toBeInTheDocument();
});

test('phones signed in and a push subscription: every one counted, the newest dated', async () => {
  const dayAgo = backend.clock.now() - 86_400_000;
  issueTokenPair(backend.db, DRIVER_A, dayAgo);
  await subscribePush(DRIVER_A, 'https://push.example.com/sub/other-phone');
  signInAs('A');
  const pushes = backend.db.pushSubscriptions.filter((s) => s.driverId === DRIVER_A);
  expect(pushes).toHaveLength(1);
  expect(liveSessions().length).toBeGreaterThanOrEqual(2);
  const newest = Math.max(...liveSessions().map((k) => k.issuedAt), ...pushes.map((s) => s.createdAt));
  const row = await devicesRow();
  expect(within(row).getByText(`${liveSessions().length + pushes.length} 条`)).toBeInTheDocument();
  expect(within(row).getByText(`最近：${formatDateTime(wireTime(newest))}`)).toBeInTheDocument();
});

test('a server that counts records it gives no date for: the page says nothing rather than 暂无记录', async () => {
  signInAs('A');
  const category = (kind: string, title: string, count: number, lastAt: string | null) => ({ kind, title, count, lastAt, purpose: '用途' });
  server.use(
    http.get(/\/driver\/v2\/api\/personalData$/, () =>
      HttpResponse.json({
        code: '200', msg: 'success',
        data: {
          account: { maskedPhone: '138****8000', userName: '', nickName: '', registeredAt: '2026-01-01 09:00:00' },
          categories: [category('plates', '车牌', 0, null), category('devices', DEVICES, 1, null)],
          serverTime: '2026-11-28 10:00:00',
        },
      }), { once: true }),
  );
  const row = await devicesRow();
  expect(within(row).getByText('1 条')).toBeInTheDocument();
  expect(within(row).queryByText('暂无记录')).not.toBeInTheDocument();
  // Nothing held is still said so.
  const plates = screen.getByText('车牌').closest('.adm-list-item') as HTMLElement;
  expect(within(plates).getByText('0 条')).toBeInTheDocument();
  expect(within(plates).getByText('暂无记录')).toBeInTheDocument();
});
