import { useLoginInfoQuery } from '@/api/auth';
import type { Statement, StatementParams } from '@/api/driver/statement.types';
import { maskPhone } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { Facts } from '@/ui/Facts';
import { KIND_LABELS } from './labels';
import { maskName } from './maskName';
import { PrintLines } from './PrintLines';
import { rangeText, wholeMonthOf } from './statementRange';
import { TotalsSummary } from './TotalsSummary';
import { TotalsTables } from './TotalsTables';
import styles from './PrintSheet.module.css';

/** Who the statement is of, masked: it leaves the phone on paper or as a PDF. */
function useHolder(): { name: string; phone: string } {
  const info = useLoginInfoQuery().data;
  return { name: maskName(info?.userName || info?.nickName || ''), phone: maskPhone(info?.phone) || info?.maskedPhone || '' };
}

/**
 * The statement as a sheet of paper: who and which range and filters, the totals with their breakdowns, then every
 * line from a new page. Dark text on white in every mode, as it will print.
 */
export function PrintSheet({ statement, params }: { statement: Statement; params: StatementParams }) {
  const holder = useHolder();
  const fleet = statement.fleets.find((f) => f.groupId === params.groupId);
  const plate = statement.plates.find((p) => p.plateNo === params.plateNo);
  return (
    <article className={styles.sheet} aria-labelledby="print-title">
      <section className={styles.section}>
        <h2 id="print-title" className={styles.title}>
          停车充电账单
        </h2>
        <Facts
          rows={[
            ['车主', holder.name],
            ['手机号', holder.phone],
            // A whole month reads as the month with its days; any other range is its days once.
            ['账单期间', wholeMonthOf(params) ? `${rangeText(params)}（${params.from} 至 ${params.to}）` : rangeText(params)],
            ['账单范围', fleet ? fleet.groupName : '我的'],
            ['车牌', params.plateNo ? (plate?.formatPlateNo ?? params.plateNo) : ''],
            ['类型', params.kind ? KIND_LABELS[params.kind] : ''],
            ['生成时间', formatDateTime(statement.serverTime)],
          ]}
        />
        <h3 className={styles.head}>合计</h3>
        <TotalsSummary totals={statement.totals} />
        <TotalsTables totals={statement.totals} />
      </section>
      <section className={styles.section} aria-label="账单明细">
        {statement.lines.length > 0 ? <PrintLines lines={statement.lines} /> : <p>这段时间没有账单</p>}
      </section>
    </article>
  );
}
