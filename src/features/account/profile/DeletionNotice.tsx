import { Card } from 'antd-mobile';
import { DELETION_CONSEQUENCES } from './deleteChecks';
import './profile.css';

/** What deleting the account means, stated before the driver goes on (both cancellation pages). */
export function DeletionNotice() {
  return (
    <Card className="pf-notice" title={<h2 className="acct-section-title">注销须知</h2>}>
      <ol>
        {DELETION_CONSEQUENCES.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
    </Card>
  );
}
