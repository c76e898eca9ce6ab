import { Link, useSearchParams } from 'react-router-dom';
import { useDriverActiveCarOutMutation, usePayOrderSyncQuery } from '@/api/charge';
import { DriverOnly } from '../components/DriverOnly';
import { LoadError, Loading, PayScreen } from '../components/States';
import '../components/pay.css';

/**
 * /BarrierRslt?payOrderId: after paying at an exit lane, whether the barrier opened. When it did not, the driver
 * leaves with the staff's help and says so (我已离场 → driverActiveCarOut), which ends the stay without a barrier scan.
 */
export function BarrierResultPage() {
  return (
    <DriverOnly>
      <BarrierBody />
    </DriverOnly>
  );
}

function BarrierBody() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId') ?? '';
  const sync = usePayOrderSyncQuery(payOrderId, { skip: !payOrderId });
  const [carOut, leaving] = useDriverActiveCarOutMutation();
  const data = sync.data;
  const barrier = data?.barrier;

  let content;
  if (!payOrderId) content = <p className="pp-state">缺少支付订单信息</p>;
  else if (sync.isLoading) content = <Loading label="正在查询道闸状态…" />;
  else if (!data) content = <LoadError message="道闸状态查询失败" onRetry={() => void sync.refetch()} />;
  else if (data.state !== 'paid') {
    content = (
      <section className="pp-result pp-result--wait">
        <h2>订单尚未支付完成</h2>
        <Link className="pp-btn pp-btn--primary" to={`/payResultPage?${new URLSearchParams({ payOrderId })}`}>
          查看支付结果
        </Link>
      </section>
    );
  } else if (!barrier) {
    content = (
      <section className="pp-result pp-result--ok">
        <span className="pp-result-icon" aria-hidden="true">✓</span>
        <h2>支付成功</h2>
        <p className="pp-muted">本次支付未关联出口车道，请按现场指引出场</p>
      </section>
    );
  } else if (barrier.opened || barrier.leftManually) {
    content = (
      <section className="pp-result pp-result--ok" aria-live="polite">
        <span className="pp-result-icon" aria-hidden="true">✓</span>
        <h2>{barrier.leftManually ? '已确认离场' : '道闸已开启'}</h2>
        <p className="pp-muted">{barrier.leftManually ? '感谢使用，祝您一路顺风' : `请从${barrier.laneName}尽快驶离，祝您一路顺风`}</p>
      </section>
    );
  } else if (barrier.opened === false) {
    const bill = data.bills[0];
    content = (
      <section className="pp-result pp-result--bad" aria-live="polite">
        <span className="pp-result-icon" aria-hidden="true">!</span>
        <h2>道闸未能自动开启</h2>
        <p className="pp-muted">费用已支付成功。请联系{barrier.laneName}现场工作人员协助开闸，驶离后点击“我已离场”。</p>
        <button
          type="button"
          className="pp-btn pp-btn--primary"
          disabled={leaving.isLoading || !bill}
          onClick={() => {
            if (!bill) return;
            void carOut({ uniqueId: bill.uniqueId, parkId: bill.parkId })
              .unwrap()
              .then(() => sync.refetch())
              .catch(() => undefined); // the error catalogue has told the driver
          }}
        >
          {leaving.isLoading ? '提交中…' : '我已离场'}
        </button>
      </section>
    );
  } else {
    content = (
      <section className="pp-result pp-result--wait" role="status">
        <h2>正在开闸…</h2>
        <button type="button" className="pp-btn pp-btn--ghost" onClick={() => void sync.refetch()}>
          刷新
        </button>
      </section>
    );
  }

  return (
    <PayScreen title="出场结果">
      {data?.bills.length ? (
        <p className="pp-muted pp-lane">
          {[...new Set(data.bills.map((b) => b.parkName))].join('、')} · {[...new Set(data.bills.map((b) => b.formatPlateNo))].join('、')}
        </p>
      ) : null}
      {content}
      <div className="pp-actions">
        <Link className="pp-btn pp-btn--ghost" to="/home">
          返回首页
        </Link>
        <Link className="pp-btn pp-btn--ghost" to="/parkingRecord">
          查看记录
        </Link>
      </div>
    </PayScreen>
  );
}
