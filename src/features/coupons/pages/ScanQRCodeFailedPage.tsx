import { useSearchParams } from 'react-router-dom';
import type { CouponClaimRefusal } from '@/api/coupon/wallet.types';
import { href, paths, withQuery } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { Page } from '@/ui/Page/Page';
import { ResultView, type ResultAction } from '@/ui/ResultView';
import { REASONS, REFUSAL_TEXT } from '../components/claim/claimRefusal';
import { choosePlateUrl, discountUrl, ticketOf, type Ticket } from '../components/links';

/** The one thing to do next for each reason: correct the code, try another plate, bind the plate, or scan another. */
function nextStep(reason: CouponClaimRefusal | undefined, ticket: Ticket | null): ResultAction {
  const rescan: ResultAction = { text: '重新扫码', to: paths.scanQRCode };
  if (!ticket) return rescan;
  switch (reason) {
    case 'invalid':
      return 'code' in ticket ? { text: '重新输入', to: withQuery(paths.scanQRCode, { code: ticket.code }) } : rescan;
    case 'notForPlate':
    case 'limitReached':
      return { text: '换一辆车', to: choosePlateUrl(ticket) };
    case 'plateNotBound':
      return { text: '添加车辆', to: href(paths.addCar, { redirect: choosePlateUrl(ticket) }) };
    default:
      return rescan;
  }
}

/**
 * /scanQRCodeFailed?reason&code|activityId&plateNo: why the coupon was not given, in words (used, expired, not for
 * this plate, limit reached…), and the ways on. Nothing here calls the server.
 */
export function ScanQRCodeFailedPage() {
  const [params] = useSearchParams();
  const raw = params.get('reason');
  const reason = REASONS.find((r) => r === raw);
  const ticket = ticketOf(params);
  const plateNo = params.get('plateNo');
  const text = REFUSAL_TEXT[reason ?? 'unknown'];
  const plate = plateNo ? formatPlate(plateNo) : '';
  const code = ticket && 'code' in ticket ? `（券码 ${ticket.code}）` : '';
  return (
    <Page title="领取失败" fallback={discountUrl()}>
      <ResultView
        outcome="failure"
        title={text.title}
        description={`${text.detail(plate)}${code}`}
        primary={nextStep(reason, ticket)}
        secondary={{ text: '我的优惠券', to: discountUrl() }}
      />
    </Page>
  );
}
