import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cpsBillsApi, useChargingBillQuery } from '@/api/cps/bills';
import type { ChargingBillDetail } from '@/api/cps/bills.types';
import { paths } from '@/lib/paths';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useChannels } from '@/payment/ui/useChannels';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { SessionOrAppealLinks } from '../components/bills/SessionOrAppealLinks';
import { BillSummary, ChargeInfo, FeeBreakdown } from '../components/bills/BillDetailLists';
import { chargingBillKey } from '../components/bills/keys';
import { BillEstimate } from '../components/estimate/BillEstimate';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import styles from './ChargeBillDetailPage.module.css';

const TITLE = '账单详情';

function Bill({ bill, payment }: { bill: ChargingBillDetail; payment: ReactNode }) {
  return (
    <div className={styles.stack}>
      <BillSummary bill={bill} />
      <FeeBreakdown bill={bill} />
      <BillEstimate bill={bill} />
      {payment}
      <ChargeInfo bill={bill} />
      <SessionOrAppealLinks bill={bill} />
    </div>
  );
}

/**
 * One bill; an unpaid one is paid here through the payment saga (the balance or a channel; the coupon was taken
 * off when the charge was settled, so there is none to choose). The page also shows how this client's last payment
 * of it ended (failed, cancelled, unknown: PaymentNotice), and a bill this client saw paid is asked for again, so it
 * never reads unpaid from an old answer: whether the saga lands here or on its result page, the driver sees paid.
 */
function BillView({ orderNo }: { orderNo: string }) {
  const dispatch = useAppDispatch();
  const detail = useChargingBillQuery({ orderNo });
  const bill = detail.data;
  const key = chargingBillKey(orderNo);
  const action = usePayAction(key);
  // Under an open complaint the bill waits for its result: the server refuses paying it meanwhile (appealPending).
  const underDispute = !!bill?.appeal && bill.appeal.state !== 3;
  const payable = bill?.orderState === 2 && bill.dueCents > 0 && !underDispute;
  const channels = useChannels(undefined, bill?.dueCents ?? 0);
  const paidHere = action.entry?.status === 'paid';
  const stale = paidHere && bill?.orderState === 2;

  useEffect(() => {
    if (stale) dispatch(cpsBillsApi.util.invalidateTags([{ type: 'ChargingBill', id: orderNo }, 'ChargingBills', 'ChargingOrders']));
  }, [stale, orderNo, dispatch]);

  const canPay = payable && !paidHere;
  const footer = canPay ? (
    <PayBar
      totalLabel="应付"
      amountCents={bill.dueCents}
      payee={bill.stationName}
      action={action}
      request={channels.channel === null ? null : { key, kind: 'chargingBill', order: { orderNo }, channel: channels.channel }}
    />
  ) : undefined;

  return (
    <Page title={TITLE} fallback={paths.chargeBillManage} footer={footer}>
      <QueryState query={detail} loading="账单加载中" error="账单加载失败">
        {(b) => (
          <Bill
            bill={b}
            payment={
              canPay ? (
                <>
                  <PaymentNotice entry={action.entry} paidText="支付成功" />
                  <ChannelPicker channels={channels} />
                </>
              ) : (
                <PaymentNotice entry={action.entry} paidText="支付成功" />
              )
            }
          />
        )}
      </QueryState>
    </Page>
  );
}

/** /chargeBillDetail?orderNo: a charging bill's fees and charge, paying it, and the way to complain. */
export function ChargeBillDetailPage() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  if (!orderNo) {
    return (
      <Page title={TITLE} fallback={paths.chargeBillManage}>
        <Empty text="缺少账单信息，请从充电账单进入" />
      </Page>
    );
  }
  return (
    <RequireDriver>
      <BillView orderNo={orderNo} />
    </RequireDriver>
  );
}
