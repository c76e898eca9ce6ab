import type { Gun } from '@/api/cps/session.types';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { readGun, type GunReading } from '../access/gunAge';
import styles from './GunField.module.css';

/** A枪（空闲）· 更新于 2 分钟前; A枪（为您保留） for the one held for this driver. */
function gunLabel(name: string, reading: GunReading | null): string {
  if (!reading) return `${name}（为您保留）`;
  return reading.age ? `${name}（${reading.state}）· ${reading.age}` : `${name}（${reading.state}）`;
}

/**
 * The pile's guns, each a radio with its state and how old that state is (an old one reads 状态未知); a free one
 * can be chosen, and the one held for this driver (`heldGunNo`) too: reserved to everyone else.
 */
export function GunField({ id, guns, serverNow, heldGunNo = null, value, onChange, error }: {
  id: string;
  guns: Gun[];
  /** Now on the server's clock (epoch ms): the states' ages are on it. */
  serverNow: number;
  heldGunNo?: string | null;
  value: string;
  onChange: (gunNo: string) => void;
  error?: string | null;
}) {
  const open = (g: Gun) => g.status === 'free' || g.gunNo === heldGunNo;
  return (
    <div className={`${styles.card} ${styles.choice}`}>
      <ChoiceRadios
        id={id}
        legend="选择充电枪"
        chips
        hint={guns.some(open) ? undefined : '该桩暂无空闲充电枪，请换一个充电桩'}
        value={value}
        onChange={onChange}
        error={error}
        choices={guns.map((g) => ({ value: g.gunNo, label: gunLabel(g.gunName, g.gunNo === heldGunNo ? null : readGun(g, serverNow)), disabled: !open(g) }))}
      />
    </div>
  );
}
