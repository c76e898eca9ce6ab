import { CodeEntry } from '@/ui/CodeEntry';
import { couponCodeOf } from './couponText';
import { useClaimCoupon } from './useClaimCoupon';

const CODE = /^[A-Za-z0-9]{4,32}$/;

const TEXTS = {
  intro: '扫描活动海报或传单上的二维码，领取充电优惠券，充电时可抵扣充电费',
  scan: '扫描券码二维码',
  unrecognised: '无法识别的二维码，请扫描活动海报上的券码二维码，或手动输入券码',
  placeholder: '例如 CHG2026A',
  submit: '领取',
  submitting: '领取中…',
};

/**
 * Scan the code on a poster where the host can scan, or type it. Either way one claim at a time, and the buttons
 * say so while it runs; a failed claim's message shows where a scan's would.
 */
export function ClaimForm({ initialCode }: { initialCode: string }) {
  const { claim, pending, error, setError } = useClaimCoupon();
  return (
    <CodeEntry
      initialCode={initialCode}
      texts={TEXTS}
      codeKind="coupon"
      normalise={(typed) => typed.trim().toUpperCase()}
      codeError={(code) => (CODE.test(code) ? null : '请输入4到32位字母或数字的券码')}
      onCode={claim}
      readScan={couponCodeOf}
      onScan={claim}
      pending={pending}
      error={error}
      onError={setError}
    />
  );
}
