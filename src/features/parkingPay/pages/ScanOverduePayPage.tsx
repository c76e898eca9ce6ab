import { Link, useSearchParams } from 'react-router-dom';
import { useLaneBillQuery } from '@/api/charge';
import { formatMoney } from '@/lib/format';
import { parkingBatchKey } from '@/payment/keys';
import { BillList } from '../components/BillList';
import { ChannelPicker } from '../components/ChannelPicker';
import { DriverOnly } from '../components/DriverOnly';
import { laneParamsFrom, laneQuery, type LaneParams } from '../components/laneParams';
import { ScanPrompt } from '../components/ScanPrompt';
import { Empty, LoadError, Loading, PayScreen } from '../components/States';
import { useBatchChannels } from '../components/useChannels';
import { BUSY_TEXT, usePayment } from '../components/usePayment';
import '../components/pay.css';

/**
 * /scanOverduePay?parkId&laneCode: the arrears variant of paying at the exit. The car at the lane must settle every
 * arrears bill before it may leave; they are paid in one order with the lane attached (the barrier opens once paid).
 */
export function ScanOverduePayPage() {
  return (
    <DriverOnly>
      <OverdueBody />
    </DriverOnly>
  );
}

function OverdueBody() {
  const [params] = useSearchParams();
  const lane = laneParamsFrom(params);
  return <PayScreen title="欠费补缴">{lane?.laneCode ? <OverdueLane lane={lane} /> : <ScanPrompt path="/scanOverduePay" />}</PayScreen>;
}

function OverdueLane({ lane }: { lane: LaneParams }) {
  const q = useLaneBillQuery({ parkId: lane.parkId, laneCode: lane.laneCode ?? '' });
  const arrears = q.data?.arrears ?? [];
  const ids = arrears.map((b) => b.uniqueId);
  const total = arrears.reduce((s, b) => s + b.parkFee, 0);
  const channels = useBatchChannels(arrears.map((b) => b.parkId), total);
  const key = ids.length ? parkingBatchKey(ids) : null;
  const { entry, busy, pay } = usePayment(key, { resume: true });

  if (q.isLoading) return <Loading label="正在查询欠费…" />;
  if (q.isError || !q.data) return <LoadError message="欠费查询失败" onRetry={() => void q.refetch()} />;
  if (!arrears.length) {
    return (
      <Empty title={q.data.plateNo ? `${q.data.formatPlateNo} 暂无欠费` : '当前车道暂无车辆'}>
        {q.data.bill ? (
          <Link className="pp-btn pp-btn--primary" to={`/scanPayPage?${laneQuery(lane)}`}>
            缴纳本次停车费
          </Link>
        ) : (
          <button type="button" className="pp-btn pp-btn--ghost" onClick={() => void q.refetch()}>
            重新查询
          </button>
        )}
      </Empty>
    );
  }
  return (
    <>
      <p className="pp-muted pp-lane">
        {q.data.parkName} · {q.data.laneName} · {q.data.formatPlateNo}
      </p>
      <p className="pp-notice">该车辆有{arrears.length}笔欠费，补缴后道闸自动开启</p>
      <BillList bills={arrears} label="欠费账单" />
      <ChannelPicker channels={channels} />
      <div className="pp-paybar">
        <p className="pp-paybar-total">
          合计 <strong>{formatMoney(total)}</strong>
        </p>
        <button
          type="button"
          className="pp-btn pp-btn--primary"
          disabled={busy || channels.channel === null}
          onClick={() =>
            key && channels.channel !== null &&
            pay({ key, kind: 'parkingBatch', order: { uniqueIds: ids, parkId: q.data?.parkId, laneCode: q.data?.laneCode }, channel: channels.channel })
          }
        >
          {busy && entry ? BUSY_TEXT[entry.status as keyof typeof BUSY_TEXT] : '立即支付'}
        </button>
      </div>
    </>
  );
}
