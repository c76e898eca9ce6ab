import { List } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from '@/ui/Link';
import { CardList } from '@/ui/CardList';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import styles from './BillProblemPage.module.css';

const KINDS = [
  { to: paths.customerServiceBillProblemList, title: '停车账单', note: '金额有误、重复扣费、优惠未生效' },
  { to: paths.customerServiceChargingBillProblemList, title: '充电账单', note: '电量与金额不符、重复扣费' },
  { to: paths.customerServiceQuestionBook, title: '预约订单', note: '无法预约、车位被占、取消与退款' },
] as const;

/** /customerService/billProblem: which kind of bill the problem is with; each leads to its list of bills. */
export function BillProblemPage() {
  return (
    <Page title="账单问题" fallback={paths.customerServiceIndex}>
      <nav aria-label="账单类型">
        <CardList>
          {KINDS.map((k) => (
            <List.Item key={k.to} arrowIcon={false}>
              <Link className={styles.row} to={k.to}>
                <span className={styles.text}>
                  <span className={styles.title}>{k.title}</span>
                  <span className={styles.note}>{k.note}</span>
                </span>
                <RightOutline className={styles.chevron} aria-hidden="true" />
              </Link>
            </List.Item>
          ))}
        </CardList>
      </nav>
    </Page>
  );
}
