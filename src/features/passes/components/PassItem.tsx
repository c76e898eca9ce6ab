import { Link } from '@/ui/Link';
import type { BagPass } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { passTone } from '../passText';
import { PassPlateBadges } from './PassPlateBadges';
import { StateTag } from '@/ui/StateTag';
import styles from './PassItem.module.css';

/** One pass of a list: lot, state, rule, plates and validity; the card opens the pass (or `to`). */
export function PassItem({ pass, to }: { pass: BagPass; to?: string }) {
  return (
    <Link className={styles.item} to={to ?? href(paths.mounthlyDetail, { bagId: pass.bagId })}>
      <span className={styles.line}>
        <span className={styles.title}>{pass.parkName}</span>
        <StateTag tone={passTone(pass)}>{pass.expiringSoon ? `${pass.daysLeft}天后到期` : pass.stateText}</StateTag>
      </span>
      <span className={styles.weak}>
        {pass.ruleName} · {pass.timeRangeText}
      </span>
      <PassPlateBadges plates={pass.plates} />
      <span className={styles.weak}>
        有效期 {pass.startDate} 至 {pass.endDate}
      </span>
    </Link>
  );
}
