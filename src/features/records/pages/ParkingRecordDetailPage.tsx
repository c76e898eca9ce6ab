import { Link, useSearchParams } from 'react-router-dom';
import { useParkOrderAppealsQuery, useParkOrderDetailQuery, useParkingPicturesQuery, usePayRecordsQuery } from '@/api/charge';
import { formatMoney } from '@/lib/format';
import { InfoList } from '../components/InfoList';
import { Empty, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { PictureViewer } from '../components/PictureViewer';
import { RequireDriver } from '../components/RequireDriver';
import { billQuery } from '../recordFilters';
import '../records.css';

const CHANNEL = { 2: '支付宝', 3: '微信支付', 6: '余额支付' } as const;

function Pictures({ uniqueId }: { uniqueId: string }) {
  const q = useParkingPicturesQuery({ uniqueId });
  let body;
  if (!q.data && q.isError) body = <LoadError text="停车照片加载失败" onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Loading />;
  else if (q.data.results.length === 0) body = <Empty text="暂无停车照片" />;
  else {
    body = (
      <PictureViewer
        label="停车照片"
        pictures={q.data.results.map((p) => {
          const what = p.picType === 1 ? '入场照片' : '出场照片';
          return { src: p.picUrl, alt: `${what} ${p.takenTime}`, caption: `${what} ${p.takenTime.slice(5, 16)}` };
        })}
      />
    );
  }
  return (
    <section className="rec-section" aria-labelledby="rec-pics-h">
      <h2 id="rec-pics-h">停车照片</h2>
      {body}
    </section>
  );
}

function PayRecords({ uniqueId }: { uniqueId: string }) {
  const q = usePayRecordsQuery({ uniqueId, pageNo: 1, pageSize: 20 });
  let body;
  if (!q.data && q.isError) body = <LoadError text="支付记录加载失败" onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Loading />;
  else if (q.data.results.length === 0) body = <Empty text="暂无支付记录" />;
  else {
    body = (
      <ul className="rec-plain-list" aria-label="支付记录">
        {q.data.results.map((r) => (
          <li key={r.payOrderId} className="rec-pay-row">
            <span>
              <span className="rec-pay-channel">{r.payChannelName}</span>
              <span className="rec-muted">{r.payTime}</span>
            </span>
            <span className="rec-pay-amount">
              <span className="rec-money">{formatMoney(r.payFee)}</span>
              {r.discountFee > 0 && <span className="rec-muted">优惠 {formatMoney(r.discountFee)}</span>}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="rec-section" aria-labelledby="rec-pay-h">
      <h2 id="rec-pay-h">支付记录</h2>
      {body}
    </section>
  );
}

function Detail({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const q = useParkOrderDetailQuery({ uniqueId, parkId });
  const appeals = useParkOrderAppealsQuery({ uniqueId, parkId });
  if (!q.data && q.isError) return <LoadError text="停车详情加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  const d = q.data;
  const appealCount = appeals.data?.results.length ?? 0;
  return (
    <>
      <section className="rec-section rec-summary" aria-label="账单">
        <p className="rec-summary-park">{d.parkName}</p>
        <p className="rec-summary-fee">
          <span className="rec-muted">{d.orderState === 2 ? '待补缴' : '停车费'}</span>
          <strong>{formatMoney(d.orderState === 2 ? d.parkFee : d.totalFee)}</strong>
        </p>
        <span className={`rec-badge rec-badge--s${d.orderState}`}>{d.orderStateText}</span>
      </section>
      <section className="rec-section" aria-labelledby="rec-info-h">
        <h2 id="rec-info-h">停车信息</h2>
        <InfoList
          rows={[
            ['车牌号', d.formatPlateNo],
            ['停车场', d.parkName],
            ...(d.parkAddr ? ([['地址', d.parkAddr]] as [string, string][]) : []),
            ...(d.berthNo ? ([['泊位号', d.berthNo]] as [string, string][]) : []),
            ['入场时间', d.parkStartTime],
            ['出场时间', d.parkEndTime ?? '—'],
            ['停车时长', d.parkDurationText],
            ['计费规则', d.feeRuleDesc],
            ['应收金额', formatMoney(d.totalFee)],
            ['优惠金额', formatMoney(d.discountFee)],
            ['已付金额', formatMoney(d.paidFee)],
            ...(d.payTime ? ([['支付时间', d.payTime]] as [string, string][]) : []),
            ...(d.payChannel ? ([['支付方式', CHANNEL[d.payChannel]]] as [string, string][]) : []),
            ['订单编号', d.uniqueId],
          ]}
        />
      </section>
      <Pictures uniqueId={uniqueId} />
      <PayRecords uniqueId={uniqueId} />
      <div className="rec-actions">
        {d.orderState === 2 && (
          <Link className="rec-primary-btn" to={`/payPage?${billQuery(uniqueId, parkId)}`}>
            去补缴
          </Link>
        )}
        {appealCount > 0 && (
          <Link className="rec-ghost-btn" to={`/billComplainDetail?${billQuery(uniqueId, parkId)}`}>
            申诉进度（{appealCount}）
          </Link>
        )}
        <Link className="rec-ghost-btn" to={`/billComplain?${billQuery(uniqueId, parkId)}`}>
          账单有疑问
        </Link>
      </div>
    </>
  );
}

/** /parkingRecordDetail?uniqueId&parkId: one bill, its entry/exit pictures, its payments, and the way to complain. */
export function ParkingRecordDetailPage() {
  const [search] = useSearchParams();
  const uniqueId = search.get('uniqueId') ?? '';
  const parkId = search.get('parkId') ?? '';
  return (
    <RequireDriver>
      <main className="rec-page">
        <h1 className="rec-title">停车详情</h1>
        {uniqueId && parkId ? <Detail uniqueId={uniqueId} parkId={parkId} /> : <Empty text="缺少订单信息，请从停车记录进入" />}
      </main>
    </RequireDriver>
  );
}
