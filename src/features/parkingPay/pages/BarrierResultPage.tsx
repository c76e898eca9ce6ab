import { useSearchParams } from 'react-router-dom';
import { usePayOrderSyncQuery } from '@/api/charge';
import type { PayOrderSync } from '@/api/charge/types';
import { href, paths } from '@/lib/paths';
import { plainPlate } from '@/payment/ui/plate';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { ResultView, type ResultViewProps } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { RequireDriver } from '@/ui/RequireDriver';
import styles from './BarrierResultPage.module.css';
import { useDriverActiveCarOutMutation } from '@/api/charge/bills';

/**
 * /BarrierRslt?payOrderId: after paying at an exit lane, whether the barrier opened. When it did not, the driver
 * leaves with the staff's help and says so (我已离场 → driverActiveCarOut), which ends the stay without a barrier scan.
 */
export function BarrierResultPage() {
  return (
    <RequireDriver>
      <BarrierBody />
    </RequireDriver>
  );
}

const HOME = { text: '返回首页', to: paths.home };
const RECORDS = { text: '查看记录', to: paths.parkingRecord };

/** Lots and plates of the order, one line above the result. */
function OrderLine({ data }: { data: PayOrderSync }) {
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

function useBarrierResult(data: PayOrderSync, payOrderId: string, refetch: () => void): ResultViewProps {
  const [carOut, leaving] = useDriverActiveCarOutMutation();
  const barrier = data.barrier;
  if (data.state !== 'paid') {
    return { outcome: 'pending', title: '订单尚未支付完成', primary: { text: '查看支付结果', to: href(paths.payResultPage, { payOrderId }) }, secondary: HOME };
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
      secondary: RECORDS,
    };
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

function BarrierResult({ data, payOrderId, refetch }: { data: PayOrderSync; payOrderId: string; refetch: () => void }) {
  const result = useBarrierResult(data, payOrderId, refetch);
  return (
    <>
      <OrderLine data={data} />
      <ResultView {...result} />
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
