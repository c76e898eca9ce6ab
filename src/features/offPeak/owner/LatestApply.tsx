import type { BerthApplyBrief } from '@/api/booking/types';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { LinkButton } from '@/ui/LinkButton';
import styles from './LatestApply.module.css';

/** The driver's latest application above the form: still under review, or rejected (and why, on its page). */
export function LatestApply({ apply }: { apply: BerthApplyBrief | null }) {
  if (!apply || apply.state === 2) return null;
  const to = href(paths.userApplyResult, { applyNo: apply.applyNo });
  if (apply.state === UNKNOWN) {
    return (
      <div className={`${styles.note} ${styles.noteInfo}`} role="status">
        <p>您上次的车位登记申请状态：{apply.stateText || '未知'}</p>
        <LinkButton small to={to}>
          查看申请
        </LinkButton>
      </div>
    );
  }
  if (apply.state === 1) {
    return (
      <div className={`${styles.note} ${styles.noteInfo}`} role="status">
        <p>您的车位登记申请正在审核中，审核结果将通过短信通知您。</p>
        <LinkButton small to={to}>
          查看审核进度
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={`${styles.note} ${styles.noteDanger}`} role="status">
      <p>您上次的车位登记申请未通过审核，可按原因补充材料后重新申请。</p>
      <LinkButton small to={to}>
        查看未通过原因
      </LinkButton>
    </div>
  );
}
