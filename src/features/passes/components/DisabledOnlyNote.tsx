import { Link } from '@/ui/Link';
import { useDisabledCertificationQuery } from '@/api/special/passes';
import { formatPlate } from '@/lib/plate';
import { paths } from '@/lib/paths';
import styles from './DisabledOnlyNote.module.css';

/** A rule only for certified disabled drivers: whether this driver is, for which vehicle, or where to certify. */
export function DisabledOnlyNote() {
  const cert = useDisabledCertificationQuery();
  if (!cert.data) return null;
  const c = cert.data;
  if (c.state === 2 && c.plateNo) {
    return (
      <p className={`${styles.note} ${styles.noteInfo}`} role="status">
        您已通过残疾人认证，本月卡仅适用于认证车辆 {formatPlate(c.plateNo)}
      </p>
    );
  }
  return (
    <div className={styles.note} role="status">
      <p>本月卡仅限已通过残疾人认证的车主办理{c.state === 1 ? '，您的认证正在审核中' : ''}。</p>
      <Link className={styles.link} to={paths.plateMaterialDisabled}>
        {c.state === 1 ? '查看认证进度' : '去认证'}
      </Link>
    </div>
  );
}
