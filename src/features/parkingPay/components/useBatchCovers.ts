import { useEffect, useMemo, useState } from 'react';
import { useBillCoversQuery } from '@/api/charge/coverage';
import type { BillCover } from '@/api/charge/coverage.types';
import type { ParkOrderItem } from '@/api/charge/types';
import { formatYuan } from '@/lib/format';
import { payAnywayText } from '@/payment/ui/CoverNotice';
import type { PayAction } from '@/payment/ui/usePayAction';
import { useAskOnce } from '@/ui/useAskOnce';

/**
 * The covers of the bills a batch lists, by bill, asked in one call before paying is offered. A visitor's are not
 * asked (`enabled` false): covers are a driver's (their 无感支付, their coupons), and the server refuses a covered bill.
 */
export function useBatchCovers(bills: ParkOrderItem[], enabled = true) {
  const uniqueIds = useMemo(() => bills.map((b) => b.uniqueId), [bills]);
  const q = useBillCoversQuery({ uniqueIds }, { skip: !enabled || !uniqueIds.length, refetchOnMountOrArgChange: true });
  const covers = useMemo(() => new Map((q.data?.results ?? []).flatMap((r): [string, BillCover][] => (r.cover ? [[r.uniqueId, r.cover]] : []))), [q.data]);
  return { covers, loading: q.isLoading, refetch: q.refetch, asked: !q.isUninitialized };
}

/**
 * Which of a batch's bills are paid. A bill no cover holds off is in until the driver takes it out; a
 * covered one is out until the driver picks it back in, and one the driver may not pay over (payAnyway false) is never
 * in. `keptIn`: the covers of the covered bills picked back in (what useConfirmCovered asks about).
 */
export function useCoverPicks(bills: ParkOrderItem[], covers: ReadonlyMap<string, BillCover>) {
  const [picks, setPicks] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const pickable = useMemo(() => bills.filter((b) => covers.get(b.uniqueId)?.payAnyway ?? true), [bills, covers]);
  const selected = useMemo(
    () => new Set(pickable.filter((b) => picks.get(b.uniqueId) ?? !covers.has(b.uniqueId)).map((b) => b.uniqueId)),
    [pickable, picks, covers],
  );
  const chosen = useMemo(() => bills.filter((b) => selected.has(b.uniqueId)), [bills, selected]);
  const keptIn = useMemo(() => chosen.flatMap((b) => covers.get(b.uniqueId) ?? []), [chosen, covers]);
  const allSelected = chosen.length === pickable.length;
  const toggle = (id: string) => setPicks((p) => new Map(p).set(id, !selected.has(id)));
  const toggleAll = () => setPicks(new Map(pickable.map((b) => [b.uniqueId, !allSelected])));
  return { selected, chosen, keptIn, allSelected, toggle, toggleAll };
}

/**
 * The batch's pay action with covered bills kept in (`keptIn`: their covers, only ones the driver may pay over): it
 * asks first, in a dialog that says what follows, and sends confirmCovered. A refusal (a cover that appeared since
 * the page asked) asks the covers again, so the row shows it and the bill drops out of the batch.
 */
export function useConfirmCovered(action: PayAction, keptIn: BillCover[], covers: ReturnType<typeof useBatchCovers>): PayAction {
  const { ask, asking } = useAskOnce();
  const refused = action.entry?.status === 'error';
  const { asked, refetch } = covers;
  useEffect(() => {
    if (refused && asked) void refetch();
  }, [refused, asked, refetch]);
  if (!keptIn.length) return action;
  return {
    ...action,
    busy: action.busy || asking,
    start: async (request, amountCents) => {
      if (action.busy) return;
      const answer = await ask({
        title: '仍要现在支付？',
        content: `已选的账单中有${keptIn.length}笔另有渠道支付：${payAnywayText(keptIn)}。本次支付 ¥${formatYuan(amountCents)}。`,
        actions: [
          { key: 'cancel', text: '暂不支付' },
          { key: 'confirm', text: '确认现在支付', primary: true },
        ],
        safeKey: 'cancel',
      });
      if (answer === 'confirm') await action.start({ ...request, order: { ...request.order, confirmCovered: true } }, amountCents);
    },
  };
}
