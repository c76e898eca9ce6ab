import { List } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from '@/ui/Link';
import styles from './ProfileRow.module.css';

/**
 * One row of a profile list: what it is, its value, and the page that changes it. The whole row is a real link
 * (antd-mobile's clickable List.Item is an <a> without href, which a keyboard cannot reach).
 */
export function ProfileRow({ label, value, to, empty = '未设置' }: { label: string; value: string; to: string; empty?: string }) {
  return (
    <List.Item>
      <div role="listitem">
        <Link className={styles.row} to={to}>
          <span className={styles.rowLabel}>{label}</span>
          <span className={value ? styles.rowValue : `${styles.rowValue} ${styles.rowValueEmpty}`}>{value || empty}</span>
          <RightOutline className={styles.rowChevron} aria-hidden="true" />
        </Link>
      </div>
    </List.Item>
  );
}
