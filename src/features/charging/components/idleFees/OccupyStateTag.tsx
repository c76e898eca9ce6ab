import { Tag } from 'antd-mobile';
import type { OccupyBillItem, OccupyBillState } from '@/api/cps/occupy.types';
import styles from './OccupyStateTag.module.css';

const COLOR: Record<OccupyBillState, 'danger' | 'success' | 'primary'> = { 1: 'danger', 2: 'success', 3: 'primary' };

/** 计费中 / 待支付 / 已支付 / 已免除 as a tag: the words carry the meaning, the colour repeats it. */
export function OccupyStateTag({ fee }: { fee: Pick<OccupyBillItem, 'state' | 'stateText' | 'accruing'> }) {
  return (
    <Tag className={styles.tag} color={fee.accruing ? 'warning' : COLOR[fee.state]} fill="outline" round>
      {fee.stateText}
    </Tag>
  );
}
