import type { OccupyBillItem } from '@/api/cps/occupy.types';
import { UNKNOWN } from '@/lib/schema';

/** The amount that matters now: the running cost while it grows, what is due, what was paid; none once waived. */
export function feeHeadline(f: OccupyBillItem): { label: string; cents: number | null } {
  if (f.accruing) return { label: '当前费用', cents: f.feeCents };
  if (f.state === 1) return { label: '待支付', cents: f.dueCents };
  if (f.state === 2) return { label: '实付', cents: f.feeCents };
  // A state the app does not know yet: the fee as the server gives it, not said to be due, paid or waived.
  if (f.state === UNKNOWN) return { label: '状态未知', cents: f.feeCents };
  return { label: '无需支付', cents: null };
}

/** While it grows the car is still on the space: the driver is told what ends it. */
export const ACCRUING_TEXT = '计费中，驶离车位后结算';
