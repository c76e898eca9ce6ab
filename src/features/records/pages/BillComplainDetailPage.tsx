import { Card, Steps } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useAppealDetailQuery } from '@/api/charge/records';
import type { ParkOrderAppeal } from '@/api/charge/bills.types';
import type { AppealDetail } from '@/api/charge/records.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { DisputeNotice } from '@/ui/DisputeNotice';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { QueryState } from '@/ui/states/States';
import { InfoList } from '../components/InfoList';
import { PictureViewer } from '../components/PictureViewer';
import { RequireDriver } from '@/ui/RequireDriver';
import { StateTag } from '@/ui/StateTag';
import { APPEAL_TONE } from '../stateTones';
import styles from './BillComplainDetailPage.module.css';
import { useParkOrderAppealsQuery } from '@/api/charge/bills';

/** Submitted → processing → result, with the current step marked (in words too, for screen readers). */
function Progress({ appeal }: { appeal: ParkOrderAppeal }) {
  const open = appeal.appealState === 1;
  const current = open ? 1 : 2;
  const steps = [
    { title: '提交申诉', time: formatDateTime(appeal.createTime) },
    { title: '平台处理中', time: '' },
    { title: open ? '等待处理结果' : appeal.appealStateText, time: formatDateTime(appeal.replyTime) },
  ];
  return (
    <div role="group" aria-label="处理进度">
      <Steps direction="vertical" current={current} style={{ '--title-font-size': 'var(--app-font-m)', '--description-font-size': 'var(--app-font-xs)', padding: 0 }}>
        {steps.map((s, i) => (
          <Steps.Step
            key={s.title}
            status={i < current || (i === current && !open) ? 'finish' : i === current ? 'process' : 'wait'}
            title={
              <>
                {s.title}
                {i === current && <span className="sr-only">（当前）</span>}
              </>
            }
            description={s.time || undefined}
          />
        ))}
      </Steps>
    </div>
  );
}

function AppealCard({ appeal, detail }: { appeal: ParkOrderAppeal; detail?: AppealDetail }) {
  return (
    <article aria-label={`申诉 ${appeal.appealId}`}>
      <Card
        title={<h2 className={styles.cardTitle}>{appeal.parkName}</h2>}
        extra={<StateTag tone={APPEAL_TONE[appeal.appealState]}>{appeal.appealStateText}</StateTag>}
      >
        <Progress appeal={appeal} />
        <InfoList
          rows={[
            ['申诉原因', appeal.appealTypeText],
            ['问题描述', (detail ? detail.description : appeal.content) || '—'],
            ['车牌号', appeal.plateNo ? <PlateBadge plateNo={appeal.plateNo} size="small" /> : '—'],
            ['提交时间', formatDateTime(appeal.createTime)],
            ['订单编号', appeal.uniqueId],
          ]}
        />
        {detail && detail.pictures.length > 0 && (
          <PictureViewer label="申诉照片" pictures={detail.pictures.map((src, i) => ({ src, alt: `申诉照片${i + 1}` }))} />
        )}
        {appeal.replyContent && (
          <div className={styles.reply}>
            <h3>处理结果</h3>
            <p>{appeal.replyContent}</p>
            {appeal.replyTime && <p className={styles.muted}>{formatDateTime(appeal.replyTime)}</p>}
          </div>
        )}
        {!detail && (
          <p className={styles.footLink}>
            <Link to={href(paths.billComplainDetail, { appealId: appeal.appealId })}>查看详情</Link>
          </p>
        )}
      </Card>
    </article>
  );
}

function OneAppeal({ appealId }: { appealId: string }) {
  const q = useAppealDetailQuery({ appealId });
  return (
    <QueryState query={q} loading="申诉详情加载中" error="申诉详情加载失败">
      {(d) => (
        <>
          <AppealCard appeal={d} detail={d} />
          <DisputeNotice disputeId={d.appealId} />
          <p className={styles.footLink}>
            <Link to={href(paths.parkingRecordDetail, { uniqueId: d.uniqueId, parkId: d.parkId })}>查看停车详情</Link>
          </p>
        </>
      )}
    </QueryState>
  );
}

function BillAppeals({ uniqueId, parkId }: { uniqueId?: string; parkId?: string }) {
  const q = useParkOrderAppealsQuery(uniqueId ? { uniqueId, ...(parkId ? { parkId } : {}) } : {});
  const complain =
    uniqueId && parkId ? (
      <p className={styles.footLink}>
        <Link to={href(paths.billComplain, { uniqueId, parkId })}>账单有疑问？去申诉</Link>
      </p>
    ) : undefined;
  return (
    <QueryState query={q} loading="申诉记录加载中" error="申诉记录加载失败" empty={{ when: (d) => d.results.length === 0, text: '暂无申诉记录', action: complain }}>
      {(d) => (
        <ul className={styles.plainList} aria-label="申诉记录">
          {d.results.map((a) => (
            <li key={a.appealId}>
              <AppealCard appeal={a} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
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
    <Page title="申诉进度" fallback={paths.parkingRecord}>
      <RequireDriver>{appealId ? <OneAppeal appealId={appealId} /> : <BillAppeals uniqueId={uniqueId} parkId={parkId} />}</RequireDriver>
    </Page>
  );
}
