import { useSearchParams } from 'react-router-dom';
import type { ClaimRefusal } from '@/api/cps/coupons.types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { ResultView } from '@/ui/ResultView';
import { REFUSAL_TEXT } from '../components/coupons/couponText';
import styles from './ScanQRCodeChargingFailedPage.module.css';

const REASONS: readonly ClaimRefusal[] = ['invalid', 'claimed', 'expired'];

/**
 * /scanQRCodeChargingFailed?reason[&code]: why a code was refused, in words, and the ways on: try again (an invalid
 * code comes back in the field to be corrected) or go home. Nothing here calls the server.
 */
export function ScanQRCodeChargingFailedPage() {
  const [params] = useSearchParams();
  const raw = params.get('reason');
  const reason = REASONS.find((r) => r === raw);
  const text = REFUSAL_TEXT[reason ?? 'unknown'];
  const code = params.get('code') ?? '';
  const again = href(paths.scanQRCodeCharging, reason === 'invalid' ? { code } : undefined);
  return (
    <Page title="领取失败">
      <div className={styles.stack}>
        <ResultView
          outcome="failure"
          title={text.title}
          description={code ? `${text.detail}（券码 ${code}）` : text.detail}
          primary={{ text: reason === 'invalid' ? '重新输入' : '重新扫码', to: again }}
          secondary={{ text: '返回首页', to: paths.home }}
        />
      </div>
    </Page>
  );
}
