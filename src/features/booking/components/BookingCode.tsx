import styles from './BookingCode.module.css';

/** The code shown at the gate: large, spaced, readable at arm's length. */
export function BookingCode({ code }: { code: string }) {
  return (
    <section className={styles.code} aria-label="预约码">
      <h2>预约码</h2>
      <p className={styles.codeValue}>{code}</p>
      <p className={styles.weak}>入场时向管理员出示或在入口机输入预约码</p>
    </section>
  );
}
