import { Card } from 'antd-mobile';
import { DELETION_CONSEQUENCES } from './deleteChecks';
import styles from './DeletionNotice.module.css';

/** What deleting the account means, stated before the driver goes on (both cancellation pages). */
export function DeletionNotice() {
  return (
    <Card title={<h2 className={styles.sectionTitle}>注销须知</h2>}>
      <ol className={styles.list}>
        {DELETION_CONSEQUENCES.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
    </Card>
  );
}
