import { Link, useSearchParams } from 'react-router-dom';
import { useParkOrderAppealsQuery } from '@/api/charge';
import { useAppealDetailQuery } from '@/api/charge-records';
import type { ParkOrderAppeal } from '@/api/types/charge';
import type { AppealDetail } from '@/api/types/charge-records';
import { InfoList } from '../components/InfoList';
import { Empty, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { PictureViewer } from '../components/PictureViewer';
import { RequireDriver } from '../components/RequireDriver';
import { billQuery } from '../recordFilters';
import '../records.css';

const STATE_CLASS = { 1: 'pending', 2: 'paid', 3: 'failed' } as const;

/** Submitted → processing → result, as a list of steps with the current one marked. */
function Progress({ appeal }: { appeal: ParkOrderAppeal }) {
  const steps = [
    { text: '提交申诉', time: appeal.createTime, done: true },
    { text: '平台处理中', time: null, done: true },
    { text: appeal.appealState === 1 ? '等待处理结果' : appeal.appealStateText, time: appeal.replyTime, done: appeal.appealState !== 1 },
  ];
  return (
    <ol className="rec-steps" aria-label="处理进度">
      {steps.map((s, i) => (
        <li key={s.text} className={s.done ? 'rec-step rec-step--done' : 'rec-step'} aria-current={i === (appeal.appealState === 1 ? 1 : 2) ? 'step' : undefined}>
          <span className="rec-step-text">{s.text}</span>
          {s.time && <span className="rec-muted">{s.time}</span>}
        </li>
      ))}
    </ol>
  );
}

function AppealCard({ appeal, detail }: { appeal: ParkOrderAppeal; detail?: AppealDetail }) {
  return (
    <article className="rec-section rec-appeal" aria-label={`申诉 ${appeal.appealId}`}>
      <header className="rec-card-head">
        <h2 className="rec-card-title">{appeal.parkName}</h2>
        <span className={`rec-badge rec-badge--${STATE_CLASS[appeal.appealState]}`}>{appeal.appealStateText}</span>
      </header>
      <Progress appeal={appeal} />
      <InfoList
        rows={[
          ['申诉原因', appeal.appealTypeText],
          ['问题描述', (detail ? detail.description : appeal.content) || '—'],
          ['车牌号', appeal.plateNo || '—'],
          ['提交时间', appeal.createTime],
          ['订单编号', appeal.uniqueId],
        ]}
      />
      {detail && detail.pictures.length > 0 && (
        <PictureViewer label="申诉照片" pictures={detail.pictures.map((src, i) => ({ src, alt: `申诉照片${i + 1}` }))} />
      )}
      {appeal.replyContent && (
        <div className="rec-reply">
          <h3>处理结果</h3>
          <p>{appeal.replyContent}</p>
          {appeal.replyTime && <p className="rec-muted">{appeal.replyTime}</p>}
        </div>
      )}
      {!detail && (
        <Link className="rec-link-btn" to={`/billComplainDetail?appealId=${encodeURIComponent(appeal.appealId)}`}>
          查看详情
        </Link>
      )}
    </article>
  );
}

function OneAppeal({ appealId }: { appealId: string }) {
  const q = useAppealDetailQuery({ appealId });
  if (!q.data && q.isError) return <LoadError text="申诉详情加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  return (
    <>
      <AppealCard appeal={q.data} detail={q.data} />
      <p className="rec-foot-link">
        <Link to={`/parkingRecordDetail?${billQuery(q.data.uniqueId, q.data.parkId)}`}>查看停车详情</Link>
      </p>
    </>
  );
}

function BillAppeals({ uniqueId, parkId }: { uniqueId?: string; parkId?: string }) {
  const q = useParkOrderAppealsQuery(uniqueId ? { uniqueId, ...(parkId ? { parkId } : {}) } : {});
  if (!q.data && q.isError) return <LoadError text="申诉记录加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  if (q.data.results.length === 0) {
    return (
      <>
        <Empty text="暂无申诉记录" />
        {uniqueId && parkId && (
          <p className="rec-foot-link">
            <Link to={`/billComplain?${billQuery(uniqueId, parkId)}`}>账单有疑问？去申诉</Link>
          </p>
        )}
      </>
    );
  }
  return (
    <ul className="rec-plain-list" aria-label="申诉记录">
      {q.data.results.map((a) => (
        <li key={a.appealId}>
          <AppealCard appeal={a} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /billComplainDetail?appealId — one appeal with its status, what was sent and the reply — or ?uniqueId&parkId —
 * every appeal of that bill (parkOrderAppeals); with neither, all of the driver's appeals.
 */
export function BillComplainDetailPage() {
  const [search] = useSearchParams();
  const appealId = search.get('appealId');
  const uniqueId = search.get('uniqueId') ?? undefined;
  const parkId = search.get('parkId') ?? undefined;
  return (
    <RequireDriver>
      <main className="rec-page">
        <h1 className="rec-title">申诉进度</h1>
        {appealId ? <OneAppeal appealId={appealId} /> : <BillAppeals uniqueId={uniqueId} parkId={parkId} />}
      </main>
    </RequireDriver>
  );
}
