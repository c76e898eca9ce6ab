import { skipToken } from '@reduxjs/toolkit/query';
import { useBagApplicationQuery, useBagPassQuery } from '@/api/special/passes';
import type { BagPass } from '@/api/special/types';
import { paths } from '@/lib/paths';
import { usePayAction } from '@/payment/ui/usePayAction';
import { Page } from '@/ui/Page/Page';
import { QueryState } from '@/ui/states/States';
import { applicationPayKey, renewalPayKey } from '../keys';
import { CancelAction } from './CancelAction';
import { PassCode } from './PassCode';
import { ExpiringNote, PassActions, PassDetails, PlateChangeNote, UnusedNote } from './PassDetails';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import { ReminderConsent } from '@/ui/ReminderConsent';
import { Timeline } from './Timeline';
import { FRESH } from '@/api/fresh';
import styles from './PassScreen.module.css';

export const PASS_TITLE = '月卡详情';

/** The history of the application the pass came from, and 退订 while it has not started. */
function History({ applicationId }: { applicationId: string }) {
  const q = useBagApplicationQuery({ applicationId });
  if (!q.data) return null;
  const a = q.data;
  return (
    <>
      <Timeline entries={a.timeline} />
      {a.canCancel === 1 && a.state === 4 && <CancelAction applicationId={a.applicationId} paid />}
    </>
  );
}

function Pass({ pass }: { pass: BagPass }) {
  return (
    <div className={styles.stack}>
      <PassCode pass={pass} />
      <PassDetails pass={pass} />
      <ExpiringNote pass={pass} />
      <UnusedNote pass={pass} />
      <PlateChangeNote pass={pass} />
      <PassActions pass={pass} />
      {pass.applicationId && <History applicationId={pass.applicationId} />}
    </div>
  );
}

/**
 * One pass: the code for the barrier, the lot, plates and validity, and what can be done with it (renew, plates,
 * payments). Both ways of paying land here (a new pass through its application, a renewal), so this page shows how
 * this client's last payment of either went, and asks the server again about one left in flight.
 */
export function PassScreen({ bagId, applicationId }: { bagId: string; applicationId?: string | null }) {
  const q = useBagPassQuery({ bagId }, FRESH);
  const renewal = usePayAction(renewalPayKey(bagId));
  const appId = applicationId ?? q.data?.applicationId ?? null;
  const bought = usePayAction(appId ? applicationPayKey(appId) : null);
  // Read so that the history's call starts beside the pass's, not after it.
  useBagApplicationQuery(appId ? { applicationId: appId } : skipToken, FRESH);
  return (
    <Page title={PASS_TITLE} fallback={paths.myMounthlyPay}>
      <div className={styles.stack}>
        <PaymentNotice entry={renewal.entry} paidText="续费成功，有效期已延长" />
        <PaymentNotice entry={bought.entry} paidText="支付成功，月卡已办理" />
        {(renewal.entry?.status === 'paid' || bought.entry?.status === 'paid') && (
          <ReminderConsent group="pass" about="月卡到期前 7 天、3 天和 1 天提醒您续费。" />
        )}
        <QueryState query={q} loading="月卡加载中" error="月卡加载失败">
          {(pass) => <Pass pass={pass} />}
        </QueryState>
      </div>
    </Page>
  );
}
