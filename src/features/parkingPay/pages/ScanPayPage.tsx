import { Link, useSearchParams } from 'react-router-dom';
import { useLaneBillQuery } from '@/api/charge';
import { formatMoney } from '@/lib/format';
import { BillPay } from '../components/BillPay';
import { DriverOnly } from '../components/DriverOnly';
import { laneParamsFrom, laneQuery, type LaneParams } from '../components/laneParams';
import { ScanPrompt } from '../components/ScanPrompt';
import { Empty, LoadError, Loading, PayScreen } from '../components/States';
import '../components/pay.css';

/**
 * /scanPayPage?parkId&laneCode (or parkId&uniqueId): pay at the exit after scanning the lane's code. The lane's
 * camera names the car; its bill is paid with the lane attached, so the barrier opens once the server has the money.
 * A car with arrears is sent to /scanOverduePay first.
 */
export function ScanPayPage() {
  return (
    <DriverOnly>
      <ScanPayBody />
    </DriverOnly>
  );
}

function ScanPayBody() {
  const [params] = useSearchParams();
  const lane = laneParamsFrom(params);
  const couponId = params.get('couponId') ?? undefined;
  let content;
  if (!lane) content = <ScanPrompt path="/scanPayPage" />;
  else if (lane.uniqueId) content = <BillPay uniqueId={lane.uniqueId} parkId={lane.parkId} couponId={couponId} backTo={`/scanPayPage?${laneQuery(lane)}`} />;
  else content = <LaneBillPay lane={lane} couponId={couponId} />;
  return <PayScreen title="出口缴费">{content}</PayScreen>;
}

function LaneBillPay({ lane, couponId }: { lane: LaneParams; couponId?: string }) {
  const q = useLaneBillQuery({ parkId: lane.parkId, laneCode: lane.laneCode ?? '' });
  if (q.isLoading) return <Loading label="正在查询车道车辆…" />;
  if (q.isError || !q.data) return <LoadError message="车道信息查询失败" onRetry={() => void q.refetch()} />;
  const data = q.data;
  const where = (
    <p className="pp-muted pp-lane">
      {data.parkName} · {data.laneName}
    </p>
  );
  if (!data.plateNo) {
    return (
      <>
        {where}
        <Empty title="当前车道暂无车辆">
          <p className="pp-muted">请将车辆驶至出口道闸前，再重新查询</p>
          <button type="button" className="pp-btn pp-btn--ghost" onClick={() => void q.refetch()}>
            重新查询
          </button>
        </Empty>
      </>
    );
  }
  if (data.arrears.length) {
    const owed = data.arrears.reduce((s, b) => s + b.parkFee, 0);
    return (
      <>
        {where}
        <Empty title={`${data.formatPlateNo} 有${data.arrears.length}笔欠费未缴`}>
          <p className="pp-muted">需先补缴欠费 {formatMoney(owed)}，才能出场</p>
          <Link className="pp-btn pp-btn--primary" to={`/scanOverduePay?${laneQuery(lane)}`}>
            去补缴
          </Link>
        </Empty>
      </>
    );
  }
  if (!data.bill) {
    return (
      <>
        {where}
        <Empty title={`${data.formatPlateNo} 无需缴费`}>
          <p className="pp-muted">请直接驶离</p>
        </Empty>
      </>
    );
  }
  return (
    <>
      {where}
      <BillPay uniqueId={data.bill.uniqueId} parkId={data.bill.parkId} couponId={couponId} laneCode={data.laneCode} backTo={`/scanPayPage?${laneQuery(lane)}`} />
    </>
  );
}
