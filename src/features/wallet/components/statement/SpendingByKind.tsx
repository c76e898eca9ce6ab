import type { StatementTotals } from '@/api/driver/statement.types';
import { formatMoney } from '@/lib/format';
import { BarChart } from '@/ui/charts/BarChart';

/**
 * 支出构成: the range's money out by kind as bars, largest first, from the server's own breakdown (byKind), so the
 * bars add up to 支出 above them; kinds with no money out (充值, 退款) have no bar. The 按类型 table stays under it.
 */
export function SpendingByKind({ totals }: { totals: StatementTotals }) {
  const bars = totals.byKind
    .filter((k) => k.outCents > 0)
    .sort((a, b) => b.outCents - a.outCents)
    .map((k) => ({ key: `${k.kind}:${k.kindText}`, label: k.kindText, value: k.outCents, text: formatMoney(k.outCents) }));
  return <BarChart title="支出构成" labelHead="类型" valueHead="支出" bars={bars} empty="这段时间没有支出" />;
}
