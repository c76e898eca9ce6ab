import { href, paths } from '@/lib/paths';
import { LinkButton } from '../LinkButton';
import styles from './DisputeNotice.module.css';

export interface DisputeNoticeProps {
  /** The dispute (an appealId, appealNo or service requestNo): its page, /disputeDetail, shows the steps and takes evidence. */
  disputeId: string;
  /**
   * The bill shown is unpaid and under this open dispute: the notice says it is set aside, so nothing else of the
   * driver's waits for it. Without it only the way to the dispute (an appeal's own page).
   */
  setAside?: boolean;
}

/**
 * The way from a bill or an appeal to its dispute: where the operator's needs and the evidence are. The
 * feature says which dispute and whether its bill is set aside; the words are the same wherever a bill is disputed.
 */
export function DisputeNotice({ disputeId, setAside = false }: DisputeNoticeProps) {
  const link = (
    <LinkButton to={href(paths.disputeDetail, { disputeId })} small={setAside}>
      查看处理进度与补充证据
    </LinkButton>
  );
  if (!setAside) return link;
  return (
    <div className={styles.notice}>
      <p className={styles.text}>申诉处理中，不影响其他缴费、充电和预约</p>
      {link}
    </div>
  );
}
