import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParkOrderRecord, PayOrderRecord } from '@mocks/db/parking';
import { STANDARD_RULE } from '@mocks/db/parking';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';

const DAY = 86_400_000;

/** Adds `count` finished (paid) bills of 京A12345 to the mock, 30+ days back so they follow the seeded ones. */
export function addHistory(count: number, plateNo = '京A12345') {
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const inTime = now - (30 + i) * DAY;
    const bill: ParkOrderRecord = {
      uniqueId: `UX${i}`, parkId: 'P1003', plateNo, plateColor: 1, berthNo: null, roadSide: false, inTime, outTime: inTime + 3_600_000,
      state: 'paid', isBagCar: 0, rule: STANDARD_RULE, totalCents: 1000, paidCents: 1000, discountCents: 0, paidAt: inTime + 3_700_000,
      payOrderId: `OX${i}`, payChannel: 6,
    };
    backend.db.parkOrders.push(bill);
    const order: PayOrderRecord = {
      payOrderId: `OX${i}`, driverId: DRIVER_A, items: [{ uniqueId: bill.uniqueId, feeCents: 1000 }], payChannel: 6, originalCents: 1000,
      discountCents: 0, amountCents: 1000, couponId: null, collectorCode: null, state: 'paid', createdAt: inTime + 3_600_000, settledAt: inTime + 3_700_000,
    };
    backend.db.payOrders.push(order);
  }
}

/** Beijing 'YYYY-MM-DD' of a moment. */
export function beijingDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Picks 'YYYY-MM-DD' in the date field labelled `label` the way a driver does: opens antd-mobile's DatePicker,
 * taps the year, month and day on the wheels (labelled 2026年 5月 12日), then 确定.
 */
export async function pickDate(label: string, iso: string) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  const picker = await waitFor(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.adm-picker')].find((p) => p.textContent?.includes(label));
    if (!el) throw new Error(`no picker for ${label}`);
    return el;
  });
  const column = (i: number) => picker.querySelectorAll<HTMLElement>('.adm-picker-view-column')[i]!;
  // The popup turns on pointer events only when its opening animation ends, which jsdom never draws: taps are
  // fired straight at the wheel items, one column at a time (each choice rebuilds the columns after it).
  const tap = async (el: HTMLElement) => act(async () => void fireEvent.click(el));
  // Each wheel is stepped with its own accessible 选择上一项/选择下一项 buttons (what a screen reader offers) until it
  // shows the wanted value; a wheel already there is left alone.
  const choose = async (i: number, text: string) => {
    for (let step = 0; step < 40; step += 1) {
      const col = column(i);
      const current = col.querySelector('.adm-picker-view-column-item-active')?.textContent ?? '';
      if (current === text) return;
      const labels = [...col.querySelectorAll('.adm-picker-view-column-item')].map((e) => e.textContent ?? '');
      const up = labels.indexOf(text) < labels.indexOf(current);
      const button = [...col.querySelectorAll<HTMLElement>('[role="button"]')].find((b) =>
        (b.getAttribute('aria-label') ?? '').startsWith(up ? '选择上一项' : '选择下一项'),
      );
      if (!button) throw new Error(`wheel ${i} cannot move towards ${text} from ${current}`);
      await tap(button);
    }
    throw new Error(`wheel ${i} never reached ${text}`);
  };
  await choose(0, `${y}年`);
  await choose(1, `${m}月`);
  await choose(2, `${d}日`);
  await tap(within(picker).getByRole('button', { name: '确定' }));
}
