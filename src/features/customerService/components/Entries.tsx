import { Link } from '@/ui/Link';
import { href, paths } from '@/lib/paths';
import styles from './Entries.module.css';

const ENTRIES = [
  { to: paths.customerServiceBillProblemList, text: '停车账单问题' },
  { to: paths.customerServiceChargingBillProblemList, text: '充电账单问题' },
  { to: paths.customerServiceQuestionBook, text: '预约问题' },
  { to: href(paths.customerServiceQuestionConsultation, { type: 5 }), text: '咨询' },
  { to: paths.customerServiceFeedBack, text: '意见反馈' },
  { to: paths.customerServiceFeedHistory, text: '反馈记录' },
  { to: paths.disputes, text: '我的申诉' },
] as const;

/** Each kind of request, and the history. */
export function Entries() {
  return (
    <nav aria-label="在线反馈" className={styles.box}>
      <h2>在线反馈</h2>
      <ul className={styles.entries}>
        {ENTRIES.map((e) => (
          <li key={e.text}>
            <Link className={styles.entry} to={e.to}>
              {e.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
