import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import type { MonthChoice } from '@/lib/time';
import { FilterChips, type FilterChip } from '@/ui/FilterChips';
import { rangeProblem, wholeMonthOf, monthRange } from './statementRange';
import styles from './RangePicker.module.css';

const CUSTOM = 'custom';

interface Range {
  from: string;
  to: string;
}

/** Two dates typed by hand, applied together (half a range is never asked for); the rule is told before asking. */
function CustomRange({ range, onChange }: { range: Range; onChange: (r: Range) => void }) {
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (e: { preventDefault(): void }) => {
    e.preventDefault();
    const p = rangeProblem(from, to);
    setProblem(p);
    if (!p) onChange({ from, to });
  };
  return (
    <form className={styles.custom} onSubmit={apply} noValidate aria-label="自定义时间范围">
      <label className={styles.date} htmlFor={`${id}-from`}>
        <span>开始日期</span>
        <input id={`${id}-from`} className={styles.input} type="date" value={from} onChange={(e) => setFrom(e.target.value)}
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
      </label>
      <label className={styles.date} htmlFor={`${id}-to`}>
        <span>结束日期</span>
        <input id={`${id}-to`} className={styles.input} type="date" value={to} onChange={(e) => setTo(e.target.value)}
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
      </label>
      <Button type="submit" color="primary" fill="outline" shape="rounded">
        查询
      </Button>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * The statement's range: this month and the five before it (the server's months) as a radio group, or 自定义 with
 * two dates. A whole month from a kept link that is older than the chips shows as 自定义 with its dates.
 */
export function RangePicker({ range, months, onChange }: { range: Range; months: MonthChoice[]; onChange: (r: Range) => void }) {
  const month = wholeMonthOf(range);
  const listed = month !== null && months.some((m) => m.value === month);
  const [customOpen, setCustomOpen] = useState(!listed);
  const chosen = customOpen || !listed ? CUSTOM : month;
  const chips: FilterChip<string>[] = [...months, { value: CUSTOM, label: '自定义' }];
  const pick = (value: string) => {
    if (value === CUSTOM) return setCustomOpen(true);
    setCustomOpen(false);
    onChange(monthRange(value));
  };
  return (
    <div className={styles.range}>
      <FilterChips legend="账单月份" chips={chips} value={chosen} onChange={pick} />
      {chosen === CUSTOM && <CustomRange key={`${range.from}_${range.to}`} range={range} onChange={onChange} />}
    </div>
  );
}
