import { Link } from 'react-router-dom';
import { constants } from '@config/constants';
import { useParkOrdersQuery } from '@/api/charge';
import { formatMoney } from '@/lib/format';
import { DriverOnly } from '../components/DriverOnly';
import { Empty, LoadError, Loading, PayScreen } from '../components/States';
import '../components/pay.css';

/** /arrearsPage: the driver's arrears (the same list as /multiPayPage?arrearsOnly=1), each with its own pay link. */
export function ArrearsPage() {
  return (
    <DriverOnly>
      <ArrearsBody />
    </DriverOnly>
  );
}

function ArrearsBody() {
  const q = useParkOrdersQuery({ requestType: 2, pageNo: 1, pageSize: constants.arrearsPageSize });
  const items = (q.data?.results ?? []).filter((b) => b.parkFee > 0);
  let content;
  if (q.isLoading) content = <Loading label="欠费加载中…" />;
  else if (q.isError) content = <LoadError message="欠费查询失败" onRetry={() => void q.refetch()} />;
  else if (!items.length) {
    content = (
      <Empty title="暂无欠费记录">
        <Link className="pp-btn pp-btn--ghost" to="/home">
          返回首页
        </Link>
      </Empty>
    );
  } else {
    const total = items.reduce((s, b) => s + b.parkFee, 0);
    content = (
      <>
        <div className="pp-list-head">
          <span>
            共{items.length}笔欠费，合计 <strong>{formatMoney(total)}</strong>
          </span>
          {items.length > 1 && (
            <Link className="pp-link-btn" to="/multiPayPage?arrearsOnly=1">
              全部补缴
            </Link>
          )}
        </div>
        <ul className="pp-list" aria-label="欠费账单">
          {items.map((b) => (
            <li key={b.uniqueId} className="pp-card pp-item">
              <span className="pp-item-main">
                <strong>{b.formatPlateNo}</strong>
                <span>{b.parkName}</span>
                <small className="pp-muted">
                  {b.parkStartTime} · {b.parkDurationText}
                </small>
              </span>
              <span className="pp-item-side">
                <span className="pp-item-fee">{formatMoney(b.parkFee)}</span>
                <Link
                  className="pp-btn pp-btn--small"
                  to={`/payPage?${new URLSearchParams({ uniqueId: b.uniqueId, parkId: b.parkId })}`}
                  aria-label={`补缴 ${b.formatPlateNo} ${b.parkName}`}
                >
                  补缴
                </Link>
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return <PayScreen title="欠费记录">{content}</PayScreen>;
}
