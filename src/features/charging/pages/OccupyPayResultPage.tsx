import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cpsOccupyApi, useOccupyBillQuery } from '@/api/cps/occupy';
import { href, paths } from '@/lib/paths';
import { paymentRechecked } from '@/payment/paymentSlice';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { occupyBillKey } from '../components/idleFees/keys';
import { payViewOf, PayOutcomeView } from '../components/idleFees/PayOutcomeView';

const TITLE = '支付结果';

function Outcome({ occupyOrderNo, payOrderId }: { occupyOrderNo: string; payOrderId: string | null }) {
  const dispatch = useAppDispatch();
  const key = occupyBillKey(occupyOrderNo);
  // With resume: an order left in flight (the cashier's way back, a reload) is asked about, never made again.
  const { entry } = usePayAction(key);
  // Another order of the same fee (an earlier try) says nothing about the one this address names.
  const mine = entry && (!payOrderId || !entry.payOrderId || entry.payOrderId === payOrderId) ? entry : undefined;
  const fee = useOccupyBillQuery({ occupyOrderNo });
  const stale = mine?.status === 'paid' && fee.data?.state === 1;

  useEffect(() => {
    if (stale) dispatch(cpsOccupyApi.util.invalidateTags([{ type: 'OccupyBill', id: occupyOrderNo }, 'OccupyBills', 'OccupyOrders']));
  }, [stale, occupyOrderNo, dispatch]);

  if (!fee.data) {
    return fee.isError ? <LoadFailed text="支付结果查询失败" onRetry={() => void fee.refetch()} busy={fee.isFetching} error={fee.error} /> : <Loading text="支付结果查询中" />;
  }
  return (
    <PayOutcomeView
      view={payViewOf(mine, fee.data)}
      fee={fee.data}
      entry={mine}
      onRecheck={() => dispatch(paymentRechecked({ key, payOrderId: mine?.payOrderId ?? payOrderId ?? undefined }))}
      onReload={() => void fee.refetch()}
      reloading={fee.isFetching}
    />
  );
}

/**
 * /occupyPayResult?occupyOrderNo&payOrderId: where paying an idle fee lands (the saga, the cashier's way back). Paid:
 * charging may start again; still unknown: 重新查询; failed or cancelled: why, and back to pay.
 */
export function OccupyPayResultPage() {
  const [search] = useSearchParams();
  const occupyOrderNo = search.get('occupyOrderNo');
  const payOrderId = search.get('payOrderId');
  return (
    <Page title={TITLE} fallback={occupyOrderNo ? href(paths.occupyBillDetail, { occupyOrderNo }) : paths.chargeOccupation}>
      {occupyOrderNo ? (
        <RequireDriver>
          <Outcome occupyOrderNo={occupyOrderNo} payOrderId={payOrderId} />
        </RequireDriver>
      ) : (
        <Empty text="缺少占位费信息，请从占位费账单进入" />
      )}
    </Page>
  );
}
