import { useNavigate } from 'react-router-dom';
import { CodeEntry as ScanOrType } from '@/ui/CodeEntry';
import { choosePlateUrl, type Ticket } from '../links';
import { codeError, normaliseCode, ticketOfScan } from './scanned';

const TEXTS = {
  intro: '扫描商户或停车场提供的领券二维码，领取停车优惠券，停车缴费时可抵扣',
  scan: '扫码领券',
  unrecognised: '无法识别的二维码，请扫描商户或停车场的领券二维码，或手动输入券码',
  placeholder: '例如 WFJ2026',
  submit: '下一步',
};

/**
 * Scan the code on a merchant's poster or a lot's sign where the client can scan, or type it. Either way the next
 * step is choosing the plate the coupon binds to.
 */
export function CodeEntry({ initialCode }: { initialCode: string }) {
  const navigate = useNavigate();
  const next = (t: Ticket) => void navigate(choosePlateUrl(t));
  return (
    <ScanOrType
      initialCode={initialCode}
      texts={TEXTS}
      codeKind="coupon"
      normalise={normaliseCode}
      codeError={codeError}
      onCode={(code) => next({ code })}
      readScan={ticketOfScan}
      onScan={next}
    />
  );
}
