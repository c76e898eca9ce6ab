import type { Gun } from '@/api/cps/session.types';
import { gunStateText, readGun } from './gunAge';
import styles from './GunStates.module.css';

/** A pile's guns, each with its state and how old that state is; an old one reads 状态未知, not 空闲. */
export function GunStates({ guns, serverNow }: { guns: Gun[]; serverNow: number }) {
  return (
    <ul className={styles.guns}>
      {guns.map((g) => {
        const reading = readGun(g, serverNow);
        return (
          <li key={g.gunNo} className={styles.gun}>
            <span className={styles.name}>{g.gunName}</span>
            <span className={reading.uncertain ? styles.uncertain : styles.state}>{gunStateText(reading)}</span>
          </li>
        );
      })}
    </ul>
  );
}
