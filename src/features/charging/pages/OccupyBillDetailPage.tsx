import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cpsOccupyApi, useOccupyBillQuery } from '@/api/cps/occupy';
import type { OccupyBillDetail } from '@/api/cps/occupy.types';
import { paths } from '@/lib/paths';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useChannels } from '@/payment/ui/useChannels';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import { OccupyActions } from '../components/idleFees/OccupyActions';
import { FeeWorking, OccupyInfo, OccupySummary } from '../components/idleFees/OccupyDetailLists';
import { occupyBillKey } from '../components/idleFees/keys';
import { payable } from '../components/idleFees/rules';
import { idleFeeTiming } from '../components/idleFees/timing';
import styles from './OccupyBillDetailPage.module.css';

const TITLE = '占位费详情';

function Fee({ fee, payment }: { fee: OccupyBillDetail; payment: ReactNode }) {
  return (
    <div className={styles.stack}>
      <OccupySummary fee={fee} />
      <FeeWorking fee={fee} />
      {payment}
      <OccupyActions fee={fee} />
      <OccupyInfo fee={fee} />
    </div>
  );
}

/**
 * One idle fee: how it was worked out, and paying it through the payment saga once it stopped growing (the saga
 * then lands on /occupyPayResult). A fee this client saw paid is asked for again, so it never reads unpaid from an
 * old answer; PaymentNotice says how this client's last payment of it ended when the driver comes back.
 */
function FeeView({ occupyOrderNo }: { occupyOrderNo: string }) {
  const dispatch = useAppDispatch();
  // What is cached decides the polling (reading it subscribes to nothing).
  const known = cpsOccupyApi.endpoints.occupyBill.useQueryState({ occupyOrderNo });
  const detail = useOccupyBillQuery({ occupyOrderNo }, { pollingInterval: known.data?.accruing ? idleFeeTiming.accruingPollMs : 0, skipPollingIfUnfocused: true });
  const fee = detail.data;
  const key = occupyBillKey(occupyOrderNo);
  const action = usePayAction(key);
  const channels = useChannels(undefined, fee?.dueCents ?? 0);
  const paidHere = action.entry?.status === 'paid';
  const stale = paidHere && fee?.state === 1;

  useEffect(() => {
    if (stale) dispatch(cpsOccupyApi.util.invalidateTags([{ type: 'OccupyBill', id: occupyOrderNo }, 'OccupyBills', 'OccupyOrders']));
  }, [stale, occupyOrderNo, dispatch]);

  const canPay = fee !== undefined && payable(fee) && !paidHere;
  const footer = canPay ? (
    <PayBar
      totalLabel="应付"
      amountCents={fee.dueCents}
      payee={fee.stationName}
      action={action}
      request={channels.channel === null ? null : { key, kind: 'occupyBill', order: { occupyOrderNo }, channel: channels.channel }}
    />
  ) : undefined;

  return (
    <Page title={TITLE} fallback={paths.occupyBillList} footer={footer}>
      <QueryState query={detail} loading="占位费加载中" error="占位费加载失败">
        {(f) => (
          <Fee
            fee={f}
            payment={
              <>
                <PaymentNotice entry={action.entry} paidText="支付成功" />
                {canPay && <ChannelPicker channels={channels} />}
              </>
            }
          />
        )}
      </QueryState>
    </Page>
  );
}

/** /occupyBillDetail?occupyOrderNo: an idle fee, how it was worked out, paying it, and the way to appeal. */
export function OccupyBillDetailPage() {
  const [search] = useSearchParams();
  const occupyOrderNo = search.get('occupyOrderNo');
  if (!occupyOrderNo) {
    return (
      <Page title={TITLE} fallback={paths.occupyBillList}>
        <Empty text="缺少占位费信息，请从占位费账单进入" />
      </Page>
    );
  }
  return (
    <RequireDriver>
      <FeeView occupyOrderNo={occupyOrderNo} />
    </RequireDriver>
  );
}
