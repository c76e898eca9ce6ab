import type { Statement } from '@/api/driver/statement.types';
import { QueryState } from '@/ui/states/States';
import { ExportBar } from './ExportBar';
import { RangePicker } from './RangePicker';
import { SpendingByKind } from './SpendingByKind';
import { StatementFilters } from './StatementFilters';
import { StatementLines } from './StatementLines';
import { monthChoices } from './statementRange';
import { TotalsSummary } from './TotalsSummary';
import { TotalsTables } from './TotalsTables';
import { useStatement } from './useStatement';
import styles from './StatementTab.module.css';

/** What the statement says for the range: totals, where the money went as a picture, the breakdowns, the lines (or that there are none). */
function StatementBody({ statement }: { statement: Statement }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="statement-totals">
        <h2 id="statement-totals" className={styles.head}>
          合计
        </h2>
        <TotalsSummary totals={statement.totals} />
        <SpendingByKind totals={statement.totals} />
        <TotalsTables totals={statement.totals} />
      </section>
      <StatementLines key={`${statement.from}_${statement.to}`} lines={statement.lines} />
    </>
  );
}

/**
 * 账单: every movement of the driver's money (or, for a fleet's administrator, the fleet's) over a range, whatever door
 * it went through, with the server's totals, and its exports. The range and filters live in the address.
 */
export function StatementTab() {
  const { params, query, serverTime, change } = useStatement();
  // The answer for what is asked now; while another range loads, the filters keep the last answer's plates and fleets.
  const current = { data: query.currentData, isError: query.isError, isFetching: query.isFetching, refetch: query.refetch };
  return (
    <div className={styles.tab}>
      <section className={styles.card} aria-label="筛选账单">
        <RangePicker range={params} months={monthChoices(serverTime)} onChange={(r) => change({ ...params, ...r })} />
        <StatementFilters params={params} choices={query.data} onChange={change} />
      </section>
      <ExportBar params={params} />
      <QueryState
        query={current}
        loading="账单加载中"
        error="账单加载失败"
        empty={{ when: (s) => s.lines.length === 0, text: params.plateNo || params.kind ? '没有符合条件的账单' : '这段时间没有账单' }}
      >
        {(s) => <StatementBody statement={s} />}
      </QueryState>
    </div>
  );
}
