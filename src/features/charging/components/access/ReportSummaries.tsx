import type { ChargerReportSummary } from '@/api/cps/chargerAccess.types';
import { parseServerTime } from '@/lib/time';
import { agoText } from './gunAge';
import styles from './AccessCard.module.css';

/** 2 人报告 1号直流桩 A枪无法启动（35 分钟前）. */
export function reportLine(r: ChargerReportSummary, serverNow: number): string {
  const at = parseServerTime(r.latestAt)?.valueOf() ?? serverNow;
  const where = r.gunNo ? `${r.pileName} ${r.gunNo}枪` : r.pileName;
  // 其他 alone after a pile's name says nothing: it reads 有其他问题.
  const what = r.reason === 'other' ? '有其他问题' : r.reasonText;
  return `${r.count} 人报告 ${where}${what}（${agoText(serverNow - at)}）`;
}

/** What drivers reported of broken chargers here, until the operator clears it; nothing when there is none. */
export function ReportSummaries({ reports, serverNow }: { reports: ChargerReportSummary[]; serverNow: number }) {
  if (reports.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="chg-reports">
      <h2 className={styles.title} id="chg-reports">
        车主报告的故障
      </h2>
      <ul className={styles.lines}>
        {reports.map((r) => (
          <li key={`${r.pileCode}-${r.gunNo ?? ''}-${r.reason}`} className={styles.warning}>
            {reportLine(r, serverNow)}
          </li>
        ))}
      </ul>
      <p className={styles.weak}>运营方处理后不再显示。</p>
    </section>
  );
}
