import { Button, Card } from 'antd-mobile';
import type { ChargingVin } from '@/api/cps/vins.types';
import { formatDate } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import type { VinBusy } from './useVinActions';
import styles from './VinRow.module.css';

interface Props {
  vin: ChargingVin;
  busy: VinBusy;
  onChoosePlate: () => void;
  onRemove: () => void;
}

/**
 * One VIN: the number (a heading, so a screen reader can jump between VINs), its plate and when it was added;
 * the actions are plain buttons under it (reachable with Tab, unlike a swipe), named with the VIN they act on.
 */
export function VinRow({ vin: v, busy, onChoosePlate, onRemove }: Props) {
  const mine = busy?.id === v.id ? busy.what : null;
  const plateAction = v.plateNo ? '更换车辆' : '关联车辆';
  return (
    <li>
      <Card>
        <div className={styles.itemHead}>
          <span className={styles.label}>VIN码</span>
          <span className={styles.label}>添加于 {formatDate(v.createdAt)}</span>
        </div>
        <h2 className={styles.vin}>{v.vin}</h2>
        <p className={styles.line}>
          <span>关联车辆</span>
          {v.plateNo ? <PlateBadge plateNo={v.plateNo} size="small" /> : <span className={styles.none}>未关联</span>}
        </p>
        <div className={styles.actions}>
          <Button className={styles.action} fill="none" color="primary" size="small" loading={mine === 'plate'} disabled={!!busy && mine !== 'plate'} onClick={onChoosePlate}
            aria-label={`${plateAction}（VIN码${v.vin}）`}>
            {plateAction}
          </Button>
          <Button className={styles.action} fill="none" color="danger" size="small" loading={mine === 'remove'} loadingText="删除中…" disabled={!!busy && mine !== 'remove'} onClick={onRemove}
            aria-label={`删除VIN码${v.vin}`}>
            删除
          </Button>
        </div>
      </Card>
    </li>
  );
}
