import { useSearchParams } from 'react-router-dom';
import { usePayOrderSyncQuery } from '@/api/charge';
import { useVisitorPayOrderQuery } from '@/api/charge/visitorPay';
import type { PayOrderSync } from '@/api/charge/types';
import { href, paths } from '@/lib/paths';
import { plainPlate } from '@/payment/ui/plate';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { ResultView, type ResultViewProps } from '@/ui/ResultView';
import { ReceiptInvoices } from '../components/ReceiptInvoice';
import { Empty, QueryState } from '@/ui/states/States';
import { RequireDriver } from '@/ui/RequireDriver';
import styles from './BarrierResultPage.module.css';
import { useDriverActiveCarOutMutation } from '@/api/charge/bills';

/**
 * /BarrierRslt?payOrderId: after paying at an exit lane, whether the barrier opened. When it did not, the driver
 * leaves with the staff's help and says so (我已离场 → driverActiveCarOut), which ends the stay without a barrier scan.
 * A visitor's payment comes with its payToken (&payToken): read with it, no account, and the receipt is offered.
 */
export function BarrierResultPage() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId') ?? '';
  const payToken = params.get('payToken');
  if (payOrderId && payToken) return <VisitorBarrier payOrderId={payOrderId} payToken={payToken} />;
  return (
    <RequireDriver>
      <BarrierBody />
    </RequireDriver>
  );
}

const HOME = { text: '返回首页', to: paths.home };
const RECORDS = { text: '查看记录', to: paths.parkingRecord };

/** Lots and plates of the order, one line above the result. */
function OrderLine({ data }: { data: BarrierOrder }) {
  if (!data.bills.length) return null;
  const plates = [...new Set(data.bills.map((b) => plainPlate(b.formatPlateNo)))];
  return (
    <p className={`${styles.weak} ${styles.lane}`}>
      {[...new Set(data.bills.map((b) => b.parkName))].join('、')}
      {plates.map((p) => (
        <span key={p}>
          {' · '}
          <PlateBadge plateNo={p} size="small" />
        </span>
      ))}
    </p>
  );
}

/** What the page reads of a payment: a driver's (payCharges/sync) or a visitor's (read with its payToken). */
type BarrierOrder = Pick<PayOrderSync, 'state' | 'bills' | 'barrier'>;

function useBarrierResult(data: BarrierOrder, payOrderId: string, refetch: () => void, visitor?: { payToken: string }): ResultViewProps {
  const [carOut, leaving] = useDriverActiveCarOutMutation();
  const barrier = data.barrier;
  const receipt = visitor && { text: '查看支付凭证', to: href(paths.visitorReceipt, { payOrderId, payToken: visitor.payToken }) };
  if (data.state !== 'paid') {
    return { outcome: 'pending', title: '订单尚未支付完成', primary: receipt || { text: '查看支付结果', to: href(paths.payResultPage, { payOrderId }) }, secondary: HOME };
  }
  if (!barrier) {
    return { outcome: 'success', title: '支付成功', description: '本次支付未关联出口车道，请按现场指引出场', primary: HOME, secondary: RECORDS };
  }
  if (barrier.opened || barrier.leftManually) {
    return {
      outcome: 'success',
      title: barrier.leftManually ? '已确认离场' : '道闸已开启',
      description: barrier.leftManually ? '感谢使用，祝您一路顺风' : `请从${barrier.laneName}尽快驶离，祝您一路顺风`,
      primary: HOME,
      secondary: receipt || RECORDS,
    };
  }
  // A visitor has no account to say 我已离场 with: the lane's staff open the barrier and end the stay.
  if (barrier.opened === false && receipt) {
    return { outcome: 'failure', title: '道闸未能自动开启', description: `费用已支付成功。请联系${barrier.laneName}现场工作人员协助开闸，出示支付凭证即可。`, primary: receipt, secondary: HOME };
  }
  if (barrier.opened === false) {
    const bill = data.bills[0];
    return {
      outcome: 'failure',
      title: '道闸未能自动开启',
      description: `费用已支付成功。请联系${barrier.laneName}现场工作人员协助开闸，驶离后点击“我已离场”。`,
      primary: bill && {
        text: '我已离场',
        loading: leaving.isLoading,
        onClick: () => {
          if (leaving.isLoading) return;
          void carOut({ uniqueId: bill.uniqueId, parkId: bill.parkId })
            .unwrap()
            .then(refetch)
            .catch(() => undefined); // the error catalogue has told the driver
        },
      },
      secondary: HOME,
    };
  }
  return { outcome: 'pending', title: '正在开闸…', primary: { text: '刷新', onClick: refetch }, secondary: HOME };
}

function BarrierResult({ data, payOrderId, refetch, visitor }: { data: BarrierOrder; payOrderId: string; refetch: () => void; visitor?: { payToken: string; plateNo: string } }) {
  const result = useBarrierResult(data, payOrderId, refetch, visitor);
  return (
    <>
      <OrderLine data={data} />
      <ResultView {...result} />
      {/* A visitor leaves with the receipt's paperwork in reach: a driver invoices from the account's 发票. */}
      {visitor && data.state === 'paid' && <ReceiptInvoices plateNo={visitor.plateNo} bills={data.bills} />}
    </>
  );
}

function BarrierBody() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId') ?? '';
  const sync = usePayOrderSyncQuery(payOrderId, { skip: !payOrderId });
  return (
    <Page title="出场结果">
      {!payOrderId ? (
        <Empty text="缺少支付订单信息" />
      ) : (
        <QueryState query={sync} loading="正在查询道闸状态" error="道闸状态查询失败">
          {(data) => <BarrierResult data={data} payOrderId={payOrderId} refetch={() => void sync.refetch()} />}
        </QueryState>
      )}
    </Page>
  );
}

/** A visitor's payment at a lane, read with its payToken (the link is the proof). */
function VisitorBarrier({ payOrderId, payToken }: { payOrderId: string; payToken: string }) {
  const order = useVisitorPayOrderQuery({ payOrderId, payToken });
  return (
    <Page title="出场结果">
      <QueryState query={order} loading="正在查询道闸状态" error="道闸状态查询失败">
        {(data) => <BarrierResult data={data} payOrderId={payOrderId} refetch={() => void order.refetch()} visitor={{ payToken, plateNo: data.plateNo }} />}
      </QueryState>
    </Page>
  );
}
