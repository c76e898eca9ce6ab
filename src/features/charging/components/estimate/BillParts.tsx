import type { ReactNode } from 'react';
import type { BandPart, ChargeCostParts, ChargeEstimate } from '@/api/cps/estimate.types';
import { formatMoney } from '@/lib/format';
import { bandNameText, clockOf } from './estimateText';
import styles from './BillParts.module.css';

type BandName = BandPart['name'];

/** Each band's kWh and energy fee added up by its name (a session can meet 平 twice), in the order met. */
function byName(bands: BandPart[]): Map<BandName, { kwh: number; cents: number }> {
  const by = new Map<BandName, { kwh: number; cents: number }>();
  for (const b of bands) {
    const had = by.get(b.name) ?? { kwh: 0, cents: 0 };
    by.set(b.name, { kwh: Math.round((had.kwh + b.kwh) * 100) / 100, cents: had.cents + b.energyFeeCents });
  }
  return by;
}

interface Row {
  label: string;
  estimated: ReactNode;
  actual: ReactNode;
}

function rows(parts: ChargeCostParts, estimate: ChargeEstimate | null): Row[] {
  const actualBands = byName(parts.bands);
  const estimatedBands = byName(estimate?.bands ?? []);
  const names = [...new Set([...estimatedBands.keys(), ...actualBands.keys()])];
  // Two figures in a narrow cell: each whole, the line breaking between them rather than inside one.
  const band = (b: { kwh: number; cents: number } | undefined) =>
    b ? (
      <>
        <span className={styles.figure}>{b.kwh.toFixed(2)}度</span> <span className={styles.figure}>{formatMoney(b.cents)}</span>
      </>
    ) : (
      '—'
    );
  const parking = (p: ChargeCostParts) => (p.parkingFeeCents > 0 ? `${formatMoney(p.parkingFeeCents)}（${p.parkingMinutes}分钟）` : '免费');
  const of = (f: (p: ChargeCostParts) => string) => ({ estimated: estimate ? f(estimate) : '—', actual: f(parts) });
  return [
    { label: '充电量', ...of((p) => `${p.kwh.toFixed(2)}度`) },
    ...names.map((n) => ({ label: `${bandNameText(n)}时段电费`, estimated: estimate ? band(estimatedBands.get(n)) : '—', actual: band(actualBands.get(n)) })),
    { label: '电费合计', ...of((p) => formatMoney(p.energyFeeCents)) },
    { label: '服务费', ...of((p) => formatMoney(p.serviceFeeCents)) },
    { label: '停车费', ...of(parking) },
    { label: '结束时间', ...of((p) => clockOf(p.endTime, p.startTime)) },
    { label: '合计（含停车费）', ...of((p) => formatMoney(p.totalCents)) },
  ];
}

/**
 * The bill's parts beside the estimate the driver saw before starting, as a table a screen reader reads
 * row by row: energy by band, service fee, the lot's parking fee (taken at the exit, not in this bill), the total.
 */
export function BillParts({ parts, estimate }: { parts: ChargeCostParts; estimate: ChargeEstimate | null }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{estimate ? '实际费用与充电前的预估' : '实际费用构成'}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">项目</span>
          </th>
          {estimate && <th scope="col">预估</th>}
          <th scope="col">实际</th>
        </tr>
      </thead>
      <tbody>
        {rows(parts, estimate).map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            {estimate && <td>{r.estimated}</td>}
            <td>{r.actual}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
