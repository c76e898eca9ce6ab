import { Tag } from 'antd-mobile';
import type { ChargingOrderState } from '@/api/cps/types';
import styles from './BillStateTag.module.css';

const COLOR: Record<ChargingOrderState, 'primary' | 'danger' | 'success'> = { 1: 'primary', 2: 'danger', 3: 'success' };

/** The bill's state as a tag: the words carry the meaning, the colour repeats it. */
export function BillStateTag({ state, text }: { state: ChargingOrderState; text: string }) {
  return (
    <Tag className={styles.tag} color={COLOR[state]} fill="outline" round>
      {text}
    </Tag>
  );
}
