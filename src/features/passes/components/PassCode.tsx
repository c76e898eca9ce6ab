import type { BagPass } from '@/api/special/types';
import styles from './PassCode.module.css';

/**
 * The code the barrier's staff or reader takes: large and in a fixed-width face, so each character reads apart at
 * arm's length through a car window. Only a pass in force has one (待生效 included: it opens on the first day).
 */
export function PassCode({ pass }: { pass: BagPass }) {
  if (!pass.passCode) return null;
  return (
    <section className={styles.code} aria-labelledby="ps-code-h">
      <h2 id="ps-code-h">月卡通行码</h2>
      <p className={styles.codeValue}>{pass.passCode}</p>
      <p className={styles.weak}>{pass.started ? '进出停车场时，如道闸未自动识别车牌，请向岗亭出示此码' : `月卡将于${pass.startDate}生效，生效后凭车牌或此码进出`}</p>
    </section>
  );
}
