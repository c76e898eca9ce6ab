import { Card, List } from 'antd-mobile';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { cpsOccupyApi, useOccupyAppealQuery, useOccupyBillQuery } from '@/api/cps/occupy';
import type { OccupyAppealDetail, OccupyBillDetail } from '@/api/cps/occupy.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { AppealProgress } from '../components/bills/AppealProgress';
import { AppealResult } from '../components/idleFees/AppealResult';
import { OccupyFeeCard } from '../components/idleFees/OccupyFeeCard';
import { idleFeeTiming } from '../components/idleFees/timing';
import '../components/bills/bills.css';
import '../components/idleFees/idleFees.css';

function Appeal({ appeal, fee }: { appeal: OccupyAppealDetail; fee: OccupyBillDetail | undefined }) {
  return (
    <article className="cb-stack" aria-label={`申诉 ${appeal.appealNo}`}>
      <Card title={<h2 className="cb-title">{appeal.stationName}</h2>} extra={<span className="cb-weak">{appeal.stateText}</span>}>
        <AppealProgress appeal={appeal} />
      </Card>
      {appeal.state === 3 && <AppealResult appeal={appeal} fee={fee} />}
      <List header="申诉内容" className="cb-list">
        <DetailRow label="申诉原因">{appeal.reason}</DetailRow>
        <DetailRow label="问题描述">{appeal.description || '—'}</DetailRow>
        <DetailRow label="提交时间">{formatDateTime(appeal.createTime)}</DetailRow>
        <DetailRow label="申诉编号">{appeal.appealNo}</DetailRow>
        <DetailRow label="占位费单号">
          <Link to={href(paths.occupyBillDetail, { occupyOrderNo: appeal.occupyOrderNo })}>{appeal.occupyOrderNo}</Link>
        </DetailRow>
      </List>
      {appeal.pictures.length > 0 && (
        <ul className="cb-pics" aria-label="申诉照片">
          {appeal.pictures.map((src, i) => (
            <li key={src}>
              <img src={src} alt={`申诉照片${i + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {fee && (
        <section aria-label="申诉的占位费">
          <ul className="of-fees">
            <li>
              <OccupyFeeCard fee={fee} />
            </li>
          </ul>
        </section>
      )}
    </article>
  );
}

/** The fee an appeal is about; once the appeal reads handled, the fee it changed (and whether it blocks) is asked again. */
function WithFee({ appeal }: { appeal: OccupyAppealDetail }) {
  const dispatch = useAppDispatch();
  const fee = useOccupyBillQuery({ occupyOrderNo: appeal.occupyOrderNo });
  const stale = appeal.state === 3 && fee.data !== undefined && fee.data.appeal?.state !== 3;
  useEffect(() => {
    if (stale) dispatch(cpsOccupyApi.util.invalidateTags([{ type: 'OccupyBill', id: appeal.occupyOrderNo }, 'OccupyBills', 'OccupyOrders']));
  }, [stale, appeal.occupyOrderNo, dispatch]);
  return <Appeal appeal={appeal} fee={fee.data} />;
}

function ByAppealNo({ appealNo }: { appealNo: string }) {
  // What is cached decides the polling (reading it subscribes to nothing).
  const known = cpsOccupyApi.endpoints.occupyAppeal.useQueryState({ appealNo });
  const open = known.data ? known.data.state !== 3 : false;
  const q = useOccupyAppealQuery({ appealNo }, { pollingInterval: open ? idleFeeTiming.appealPollMs : 0, skipPollingIfUnfocused: true });
  return (
    <QueryState query={q} loading="申诉详情加载中" error="申诉详情加载失败">
      {(a) => <WithFee appeal={a} />}
    </QueryState>
  );
}

/**
 * /occupyAppealDetail?appealNo: an idle-fee appeal's steps with their times (asked again while it is open), then its
 * result and what it waived or refunded; what was sent, and the fee it is about.
 */
export function OccupyAppealDetailPage() {
  const [search] = useSearchParams();
  const appealNo = search.get('appealNo');
  return (
    <Page title="申诉进度" fallback={paths.occupyBillList}>
      <RequireDriver>{appealNo ? <ByAppealNo appealNo={appealNo} /> : <Empty text="缺少申诉信息，请从占位费账单进入" />}</RequireDriver>
    </Page>
  );
}
