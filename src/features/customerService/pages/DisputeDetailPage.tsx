import { useSearchParams } from 'react-router-dom';
import { FRESH } from '@/api/fresh';
import { useDisputeQuery } from '@/api/driver/disputes';
import type { Dispute, DisputeEvidence } from '@/api/driver/disputes.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { StateTag } from '@/ui/StateTag';
import { Empty, QueryState } from '@/ui/states/States';
import { DisputeSteps } from '../components/DisputeSteps';
import { DISPUTE_TONE } from '../components/disputeTone';
import { EvidenceForm } from '../components/EvidenceForm';
import styles from '../components/Disputes.module.css';

const EVIDENCE_KIND_TEXT: Record<DisputeEvidence['kind'], string> = { photo: '照片', receipt: '缴费凭证', unknown: '未知' };

function Evidence({ item }: { item: DisputeEvidence }) {
  return (
    <li>
      <p className={styles.weak}>{formatDateTime(item.addedAt)} · {EVIDENCE_KIND_TEXT[item.kind]}</p>
      {item.receipt && <p>{item.receipt.parkName} {item.receipt.formatPlateNo} 出场 {formatDateTime(item.receipt.outTime)}</p>}
      {item.pictures.length > 0 && (
        <div className={styles.pictures}>
          {item.pictures.map((src, i) => <img key={src} className={styles.picture} src={src} alt={`证据照片${i + 1}`} />)}
        </div>
      )}
      {item.note && <p>{item.note}</p>}
    </li>
  );
}

function DisputeView({ d }: { d: Dispute }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="dispute-h">
        <p className={styles.line}>
          <span id="dispute-h" className={styles.title}>{d.kindText}</span>
          <StateTag tone={DISPUTE_TONE[d.state]}>{d.stateText}</StateTag>
        </p>
        <p>{d.place}{d.formatPlateNo ? ` · ${d.formatPlateNo}` : ''}</p>
        <p>{d.title} {formatMoney(d.amountCents)}</p>
        {d.open && <p className={styles.weak}>申诉处理中，不影响其他缴费、充电和预约</p>}
        <DisputeSteps dispute={d} />
        {d.reply && <p>处理结果：{d.reply}</p>}
      </section>
      {d.needs.length > 0 && (
        <section className={styles.section} aria-labelledby="dispute-needs-h">
          <h2 id="dispute-needs-h" className={styles.heading}>需要您提供</h2>
          <ul className={styles.needs}>{d.needs.map((n) => <li key={n}>{n}</li>)}</ul>
        </section>
      )}
      {d.evidence.length > 0 && (
        <section className={styles.section} aria-labelledby="dispute-given-h">
          <h2 id="dispute-given-h" className={styles.heading}>已提交的证据</h2>
          <ul>{d.evidence.map((e) => <Evidence key={e.evidenceId} item={e} />)}</ul>
        </section>
      )}
      {d.open && <EvidenceForm disputeId={d.disputeId} />}
    </>
  );
}

function Detail({ disputeId }: { disputeId: string }) {
  const query = useDisputeQuery({ disputeId }, FRESH);
  return <QueryState query={query} error="申诉加载失败" loading="申诉加载中">{(d) => <DisputeView d={d} />}</QueryState>;
}

/** /disputeDetail?disputeId: a dispute's bill, its state as steps, what the operator needs, the evidence, 补充证据. */
export function DisputeDetailPage() {
  const [search] = useSearchParams();
  const disputeId = search.get('disputeId');
  return (
    <Page title="申诉详情" fallback={paths.disputes}>
      {disputeId ? (
        <RequireDriver>
          <Detail disputeId={disputeId} />
        </RequireDriver>
      ) : (
        <Empty text="缺少申诉信息，请从我的申诉进入" />
      )}
    </Page>
  );
}
