import type { BagApplicationDetail } from '@/api/special/types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { APPLICATION_TONE } from '../passText';
import { PassPlateBadges } from './PassPlateBadges';
import { StateTag } from '@/ui/StateTag';
import styles from './ApplicationSummary.module.css';

/** An application at a glance: the lot, its state in the driver's words, the rule, first day, plates and price. */
export function ApplicationSummary({ a }: { a: BagApplicationDetail }) {
  return (
    <section className={styles.card} aria-label="申请概要">
      <div className={styles.line}>
        <h2 className={styles.title}>{a.parkName}</h2>
        <StateTag tone={APPLICATION_TONE[a.state]}>{a.stateText}</StateTag>
      </div>
      <p className={styles.weak}>{a.parkAddr}</p>
      <dl className={styles.facts}>
        <div>
          <dt>月卡类型</dt>
          <dd>
            {a.ruleName}（{a.periodType}）
          </dd>
        </div>
        <div>
          <dt>有效时段</dt>
          <dd>{a.timeRangeText}</dd>
        </div>
        <div>
          <dt>开始日期</dt>
          <dd>{a.startDate}</dd>
        </div>
        <div>
          <dt>车辆</dt>
          <dd>
            <PassPlateBadges plates={a.plates} />
          </dd>
        </div>
        <div>
          <dt>费用</dt>
          <dd>
            {a.price === 0 ? '免费' : formatMoney(a.price)}/{a.periodType}
          </dd>
        </div>
        <div>
          <dt>申请编号</dt>
          <dd>{a.applicationId}</dd>
        </div>
        <div>
          <dt>提交时间</dt>
          <dd>{formatDateTime(a.createTime)}</dd>
        </div>
      </dl>
    </section>
  );
}
