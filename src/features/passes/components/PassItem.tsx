import { Link } from 'react-router-dom';
import type { BagPass } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { passTone } from '../passText';
import { Plates } from './Plates';
import { StateTag } from './StateTag';
import '../passes.css';

/** One pass of a list: lot, state, rule, plates and validity; the card opens the pass (or `to`). */
export function PassItem({ pass, to }: { pass: BagPass; to?: string }) {
  return (
    <Link className="ps-item" to={to ?? href(paths.mounthlyDetail, { bagId: pass.bagId })}>
      <span className="ps-line">
        <span className="ps-title">{pass.parkName}</span>
        <StateTag text={pass.expiringSoon ? `${pass.daysLeft}天后到期` : pass.stateText} tone={passTone(pass)} />
      </span>
      <span className="ps-weak">
        {pass.ruleName} · {pass.timeRangeText}
      </span>
      <Plates plates={pass.plates} />
      <span className="ps-weak">
        有效期 {pass.startDate} 至 {pass.endDate}
      </span>
    </Link>
  );
}
