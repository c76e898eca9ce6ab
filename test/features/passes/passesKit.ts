import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import type { DialogOptions } from '@/ui/feedback/types';
import { backend } from '../../support/mockServer';

/** Every pass page a test file may open, loaded before the first test's clock starts (see warmPages). */
export const PASS_PAGES = [
  '/monthParking', '/monthlyRuleNotice', '/mounthlyNotarize', '/monthlyMaterial', '/submitSuccess', '/mounthlyDetail', '/mounthlyEdit',
  '/mounthlyRenew', '/renew', '/myMounthlyPay', '/mounthPayList', '/mounthlyPayManage', '/mounthlyPayAddCar', '/plateMaterial',
  '/plateMaterialDetail', '/plateMaterialEdit', '/plateMaterialDisabled', '/H5Mounth', '/mine',
];

export const APPLICATIONS = '/special/v2/api/bagApplications';

/** Dialogs answered with their primary action (确认支付, 确定撤回…). */
export const confirmAll = (d: DialogOptions) => d.actions.find((a) => a.primary)?.key ?? null;

/** The operator's decision, as the control API takes it. */
export async function review(id: string, decision: 'approve' | 'reject', reason?: string) {
  const res = await fetch(`http://localhost/__mock/reviews/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ decision, ...(reason ? { reason } : {}) }),
  });
  const body = (await res.json()) as { code: string };
  expect(body.code).toBe('200');
}

export function setBalance(cents: number, driverId = DRIVER_A) {
  const d = backend.db.drivers.find((x) => x.driverId === driverId);
  if (d) d.balanceCents = cents;
}

export const balanceOf = (driverId = DRIVER_A) => backend.db.drivers.find((x) => x.driverId === driverId)?.balanceCents;
export const applicationInDb = (id: string) => backend.db.bagApplications.find((a) => a.applicationId === id);
export const passInDb = (id: string) => backend.db.bagPasses.find((p) => p.bagId === id);

/** A Beijing 'YYYY-MM-DD' of a moment. */
export function beijingDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Picks a photo through the fake platform and waits for its upload. */
/**
 * The last day a pass reaches, written independently of the app and the mock: `months` calendar months from the
 * first day `fromMs` (a Beijing midnight), the day clamped to the month's end (29 November + 3 months reaches
 * 27 February, as 31 January + 1 month reaches 27/28 February), then the day before.
 */
export function lastDayAfter(fromMs: number, months: number): string {
  const first = new Date(fromMs + 8 * 3_600_000);
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + months;
  const day = Math.min(first.getUTCDate(), new Date(Date.UTC(y, m + 1, 0)).getUTCDate());
  return new Date(Date.UTC(y, m, day) - 86_400_000).toISOString().slice(0, 10);
}

export async function addPhoto(listName = '行驶证照片') {
  const list = screen.getByRole('list', { name: listName });
  // One more than before (a rejected application already shows its photo), not merely one: else a busy machine
  // moves on before the new one is even listed, and its upload is not part of what is sent.
  const before = within(list).queryAllByRole('img').length;
  await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
  await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(before + 1));
  await waitFor(() => expect(within(list).queryByText('上传中…')).not.toBeInTheDocument());
}

export const DAY = 86_400_000;
