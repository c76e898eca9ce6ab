import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { useChargingVinsQuery } from '@/api/cps/vins';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import { href, paths } from '@/lib/paths';
import { PlatePicker } from '@/ui/PlatePicker';
import styles from './PlateField.module.css';

interface Props {
  /** The id of the first radio: the focus goes there when the server refuses the plate. */
  id: string;
  /** The chosen plate, '' for none. */
  value: string;
  onChange: (plateNo: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * 关联车辆 (optional): none, or one of the driver's bound plates, as radios in a named group. A plate another of
 * the driver's VINs already has is shown but cannot be chosen (one VIN per car). The plates failing to load does
 * not stop the VIN being saved without one.
 */
export function PlateField({ id, value, onChange, error, disabled }: Props) {
  const plates = useBoundPlatesQuery();
  const vins = useChargingVinsQuery();
  const taken = new Set((vins.data?.results ?? []).map((v) => v.plateNo).filter((p): p is string => !!p));

  let message: ReactNode;
  if (!plates.data) {
    message = plates.isError ? (
      <p className={styles.line} role="alert">
        车辆加载失败，可先不关联车辆
        <Button size="small" fill="none" color="primary" loading={plates.isFetching} onClick={() => void plates.refetch()}>
          重试
        </Button>
      </p>
    ) : (
      <p className={styles.line} role="status">
        车辆加载中…
      </p>
    );
  } else if (plates.data.results.length === 0) {
    message = (
      <p className={styles.line}>
        还没有绑定车辆，可先保存VIN码，之后再关联。
        <Link className={styles.addLink} to={href(paths.addCar, { redirect: paths.chargingVinAdd })}>
          添加车辆
        </Link>
      </p>
    );
  }

  return (
    <PlatePicker
      id={id}
      legend="关联车辆（选填）"
      card
      size="small"
      none="暂不关联"
      plates={(plates.data?.results ?? []).map((p) => {
        const busy = taken.has(p.plateNo) && p.plateNo !== value;
        return { plateNo: p.plateNo, plateColor: p.plateColor, disabled: busy, note: busy ? '已关联其他VIN码' : undefined };
      })}
      message={message}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}
