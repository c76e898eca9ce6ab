import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import { UnpaidFees } from '../components/idleFees/UnpaidFees';
import styles from './ChargeOccupationPage.module.css';

/**
 * /chargeOccupation: where the start page's blocker sends a driver with an unpaid idle fee. The unpaid fees and
 * their total (each payable one opens its detail to pay, a growing one is shown live), what idle fees are, and
 * every idle-fee bill; with none unpaid, the way back to charging.
 */
export function ChargeOccupationPage() {
  return (
    <Page title="占位费" fallback={paths.chargingPage}>
      <RequireDriver>
        <div className={styles.stack}>
          <UnpaidFees />
          <LinkButton to={paths.occupyBillList}>
            查看全部占位费账单
          </LinkButton>
        </div>
      </RequireDriver>
    </Page>
  );
}
