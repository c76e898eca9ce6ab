import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { BagRule } from '@/api/special/types';
import { formatMoney } from '@/lib/format';
import { StateTag } from '@/ui/StateTag';
import { coloursText, leftText } from '../passText';
import styles from './RuleCard.module.css';

/** Price per period, and the ordinary price a reduced (disabled drivers') rule is compared with. */
export function RulePrice({ rule }: { rule: BagRule }) {
  return (
    <p className={styles.rulePrice}>
      <span>
        <strong>{rule.price === 0 ? '免费' : formatMoney(rule.price)}</strong>
        <span className={`${styles.weak} ${styles.nowrap}`}>/{rule.periodType}</span>
      </span>
      {rule.originalPrice !== null && rule.originalPrice > rule.price && (
        <span className={styles.strike}>
          <span className="sr-only">原价</span>
          {formatMoney(rule.originalPrice)}
        </span>
      )}
    </p>
  );
}

/** What a rule sells, as the driver compares rules: period, hours, vehicles, places left, and what applying takes. */
export function RuleFacts({ rule, plateLimit }: { rule: BagRule; plateLimit: number }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>有效时段</dt>
        <dd>{rule.timeRangeText}</dd>
      </div>
      <div>
        <dt>适用车辆</dt>
        <dd>
          {coloursText(rule.plateColors)}，每卡最多{plateLimit}辆
        </dd>
      </div>
      <div>
        <dt>剩余名额</dt>
        <dd>{leftText(rule.leftNum)}</dd>
      </div>
    </dl>
  );
}

export function RuleTags({ rule }: { rule: BagRule }) {
  if (!rule.needMaterials && !rule.disabledOnly) return null;
  return (
    <p className={styles.tags}>
      {rule.needMaterials === 1 && <StateTag tone="primary">需审核行驶证</StateTag>}
      {rule.disabledOnly === 1 && <StateTag tone="success">残疾人专享</StateTag>}
    </p>
  );
}

/** One rule of a lot, with what the driver can do about it (`action`: 立即办理, or 已售罄). */
export function RuleCard({ rule, plateLimit, action }: { rule: BagRule; plateLimit: number; action: ReactNode }) {
  return (
    <Card
      // The title column may shrink (its text wraps) so the price beside it keeps its room.
      headerStyle={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto' }}
      title={
        <div>
          <h3 className={styles.ruleName}>{rule.ruleName}</h3>
          <RuleTags rule={rule} />
        </div>
      }
      extra={<RulePrice rule={rule} />}
    >
      <RuleFacts rule={rule} plateLimit={plateLimit} />
      {rule.description && <p className={styles.weak}>{rule.description}</p>}
      <div className={`${styles.actions} ${styles.ruleAction}`}>
        {action}
      </div>
    </Card>
  );
}
