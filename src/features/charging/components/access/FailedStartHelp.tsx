import { isApiError } from '@/api/apiError';
import type { GunType } from '@/api/cps/session.types';
import { href, paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import { AlternativeStation } from './AlternativeStation';
import styles from './AccessCard.module.css';

/** The start call's refusal when the pile does not answer (it is offline): nothing the driver can fix there. */
export const PILE_OFFLINE = '0xd07010007';
export const isPileOffline = (e: unknown) => isApiError(e) && e.code === PILE_OFFLINE;

export interface FailedStartHelpProps {
  stationId: string;
  pileCode: string;
  gunNo?: string;
  gunType: GunType;
  /** The session that did not start, when there was one. */
  orderNo?: string;
}

/** After a start that failed: report this pile at once, and the nearest station with a free gun of the same kind. */
export function FailedStartHelp({ stationId, pileCode, gunNo, gunType, orderNo }: FailedStartHelpProps) {
  return (
    <section className={styles.card} aria-labelledby="chg-failed-help">
      <h2 className={styles.title} id="chg-failed-help">
        无法充电？
      </h2>
      <div className={styles.body}>
        <LinkButton to={href(paths.chargerReport, { stationId, pileCode, gunNo, orderNo })}>无法充电，报告此桩</LinkButton>
      </div>
      <AlternativeStation stationId={stationId} gunType={gunType} />
    </section>
  );
}
