import { Card } from 'antd-mobile';
import type { IdleFeeRule } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import styles from './IdleFeeRules.module.css';

/**
 * What idle fees are, in the driver's words: with a fee's own rule (free minutes, price a minute, cap) when there
 * is one to read it from, else in general (stations set their own, and show them before charging).
 */
export function IdleFeeRules({ rule }: { rule: IdleFeeRule | null }) {
  return (
    <section aria-labelledby="of-rules-title">
      <Card className={styles.rules} title={<h2 id="of-rules-title">什么是占位费</h2>}>
        <ul>
          {rule ? (
            <>
              <li>充电结束后 {rule.graceMinutes} 分钟内驶离车位，不收取占位费；</li>
              <li>
                超时仍占用充电车位的，每分钟收取 {formatMoney(rule.perMinuteCents)}（不足 1 分钟按 1 分钟计），单笔封顶 {formatMoney(rule.capCents)}；
              </li>
            </>
          ) : (
            <li>充电结束后请及时驶离充电车位。超过免费时长仍占用车位的，充电站按分钟收取占位费并设封顶金额，标准以充电站公示为准；</li>
          )}
          <li>车辆驶离车位（或达到封顶）后结算，未支付的占位费需支付后才能开始新的充电；</li>
          <li>对费用有疑问可以申诉，处理期间不影响开始新的充电。</li>
        </ul>
      </Card>
    </section>
  );
}
