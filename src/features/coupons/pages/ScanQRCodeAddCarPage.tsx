import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { PlateChoice } from '../components/claim/PlateChoice';
import { ticketOf } from '../components/links';
import styles from './ScanQRCodeAddCarPage.module.css';

const TITLE = '选择车辆';

/**
 * /scanQRCodeAddCar?code|activityId: which of the driver's plates the coupon binds to (添加车辆 when none is bound),
 * then 领取 → /scanQRCodeSuccess (or /couponSuccess for a merchant's gift) or /scanQRCodeFailed with the reason.
 */
export function ScanQRCodeAddCarPage() {
  const [params] = useSearchParams();
  const ticket = ticketOf(params);
  if (!ticket) {
    return (
      <Page title={TITLE} fallback={paths.scanQRCode}>
        <Empty text="缺少券码" description="请重新扫描领券二维码或输入券码">
          <LinkButton solid to={paths.scanQRCode}>去领券</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <Page title={TITLE} fallback={paths.scanQRCode}>
      <RequireDriver>
        <p className={styles.code}>
          {'code' in ticket ? (
            <>
              券码 <strong>{ticket.code}</strong>
            </>
          ) : (
            '商户优惠活动'
          )}
        </p>
        <PlateChoice ticket={ticket} />
      </RequireDriver>
    </Page>
  );
}
