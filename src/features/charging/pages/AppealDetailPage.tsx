import { Card } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { cpsBillsApi, useChargingAppealQuery, useChargingBillQuery } from '@/api/cps/bills';
import type { ChargingAppealDetail } from '@/api/cps/bills.types';
import { cpsOccupyApi, useOccupyAppealQuery, useOccupyBillQuery } from '@/api/cps/occupy';
import type { OccupyAppealDetail } from '@/api/cps/occupy.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { CardList } from '@/ui/CardList';
import { DisputeNotice } from '@/ui/DisputeNotice';
import { useAppDispatch } from '@/ui/hooks';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { AppealProgress } from '../components/bills/AppealProgress';
import { AppealResult } from '../components/idleFees/AppealResult';
import { OccupyFeeCard } from '../components/idleFees/OccupyFeeCard';
import { idleFeeTiming } from '../components/idleFees/timing';
import styles from './AppealDetailPage.module.css';

/** What is appealed: a charging bill (/chargingAppealDetail) or an idle fee (/occupyAppealDetail). */
export type AppealKind = 'charging' | 'occupy';

const KIND: Record<AppealKind, { back: string; missing: string }> = {
  charging: { back: paths.chargeBillManage, missing: '缺少申诉信息，请从充电账单进入' },
  occupy: { back: paths.occupyBillList, missing: '缺少申诉信息，请从占位费账单进入' },
};

/** While it is open a charging appeal is asked again now and then: it moves on by itself on the server. */
const CHARGING_POLL_MS = 60_000;

/** What both kinds of appeal show. */
type AppealShown = ChargingAppealDetail | OccupyAppealDetail;

/**
 * An appeal: its steps with their times, the result once handled, what was sent and the bill or fee it is about
 * (`order`: the last row of 申诉内容, the number linking to it), and `after` it what else the kind shows.
 */
function Appeal({ appeal, result, order, after }: { appeal: AppealShown; result: ReactNode; order: ReactNode; after?: ReactNode }) {
  return (
    <article className={styles.stack} aria-label={`申诉 ${appeal.appealNo}`}>
      <Card title={<h2 className={styles.title}>{appeal.stationName}</h2>} extra={<span className={styles.weak}>{appeal.stateText}</span>}>
        <AppealProgress appeal={appeal} />
      </Card>
      {appeal.state === 3 && result}
      <DisputeNotice disputeId={appeal.appealNo} />
      <CardList header="申诉内容">
        <DetailRow label="申诉原因">{appeal.reason === UNKNOWN ? '未知' : appeal.reason}</DetailRow>
        <DetailRow label="问题描述">{appeal.description || '—'}</DetailRow>
        <DetailRow label="提交时间">{formatDateTime(appeal.createTime)}</DetailRow>
        <DetailRow label="申诉编号">{appeal.appealNo}</DetailRow>
        {order}
      </CardList>
      {appeal.pictures.length > 0 && (
        <ul className={styles.pics} aria-label="申诉照片">
          {appeal.pictures.map((src, i) => (
            <li key={src}>
              <img src={src} alt={`申诉照片${i + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {after}
    </article>
  );
}

/** A charging bill's appeal: the result with its refund, and the bill by its number. */
function ChargingAppeal({ appeal }: { appeal: ChargingAppealDetail }) {
  const result = (
    <section className={styles.result} aria-label="处理结果">
      <h3>处理结果</h3>
      <p>{appeal.result}</p>
      {appeal.refundCents !== null && appeal.refundCents > 0 && (
        <p>
          退款金额 <strong className={styles.money}>{formatMoney(appeal.refundCents)}</strong>
        </p>
      )}
    </section>
  );
  const order = (
    <DetailRow label="订单编号">
      <Link to={href(paths.chargeBillDetail, { orderNo: appeal.orderNo })}>{appeal.orderNo}</Link>
    </DetailRow>
  );
  return <Appeal appeal={appeal} result={result} order={order} />;
}

/** An idle fee's appeal, with the fee it is about; once the appeal reads handled, the fee it changed (and whether it blocks) is asked again. */
function OccupyAppeal({ appeal }: { appeal: OccupyAppealDetail }) {
  const dispatch = useAppDispatch();
  const fee = useOccupyBillQuery({ occupyOrderNo: appeal.occupyOrderNo });
  const stale = appeal.state === 3 && fee.data !== undefined && fee.data.appeal?.state !== 3;
  useEffect(() => {
    if (stale) dispatch(cpsOccupyApi.util.invalidateTags([{ type: 'OccupyBill', id: appeal.occupyOrderNo }, 'OccupyBills', 'OccupyOrders']));
  }, [stale, appeal.occupyOrderNo, dispatch]);
  const order = (
    <DetailRow label="占位费单号">
      <Link to={href(paths.occupyBillDetail, { occupyOrderNo: appeal.occupyOrderNo })}>{appeal.occupyOrderNo}</Link>
    </DetailRow>
  );
  const after = fee.data && (
    <section aria-label="申诉的占位费">
      <ul className={styles.fees}>
        <li>
          <OccupyFeeCard fee={fee.data} />
        </li>
      </ul>
    </section>
  );
  return <Appeal appeal={appeal} result={<AppealResult appeal={appeal} fee={fee.data} />} order={order} after={after} />;
}

// What is cached decides the polling (reading it subscribes to nothing): only an open appeal is asked again.

function ChargingByAppealNo({ appealNo }: { appealNo: string }) {
  const known = cpsBillsApi.endpoints.chargingAppeal.useQueryState({ appealNo });
  const open = known.data ? known.data.state !== 3 : false;
  const q = useChargingAppealQuery({ appealNo }, { pollingInterval: open ? CHARGING_POLL_MS : 0, skipPollingIfUnfocused: true });
  return (
    <QueryState query={q} loading="申诉详情加载中" error="申诉详情加载失败">
      {(a) => <ChargingAppeal appeal={a} />}
    </QueryState>
  );
}

function OccupyByAppealNo({ appealNo }: { appealNo: string }) {
  const known = cpsOccupyApi.endpoints.occupyAppeal.useQueryState({ appealNo });
  const open = known.data ? known.data.state !== 3 : false;
  const q = useOccupyAppealQuery({ appealNo }, { pollingInterval: open ? idleFeeTiming.appealPollMs : 0, skipPollingIfUnfocused: true });
  return (
    <QueryState query={q} loading="申诉详情加载中" error="申诉详情加载失败">
      {(a) => <OccupyAppeal appeal={a} />}
    </QueryState>
  );
}

/** A charging appeal opened with its bill's orderNo: the bill's appeal, or the way to make one. */
function ChargingByOrderNo({ orderNo }: { orderNo: string }) {
  const bill = useChargingBillQuery({ orderNo });
  return (
    <QueryState query={bill} loading="申诉详情加载中" error="申诉详情加载失败">
      {(b) =>
        b.appeal ? (
          <ChargingByAppealNo appealNo={b.appeal.appealNo} />
        ) : (
          <Empty text="该账单暂无申诉">
            {b.orderState !== 1 && <LinkButton to={href(paths.chargingBillComplain, { orderNo })}>账单有疑问？去申诉</LinkButton>}
          </Empty>
        )
      }
    </QueryState>
  );
}

/**
 * 申诉进度 of either kind: the steps with their times (asked again while the appeal is open), then the result and
 * what it refunded or waived; what was sent, and the bill or fee it is about.
 * /chargingAppealDetail?appealNo (or ?orderNo, the bill's) and /occupyAppealDetail?appealNo.
 */
export function AppealDetailPage({ kind }: { kind: AppealKind }) {
  const [search] = useSearchParams();
  const appealNo = search.get('appealNo');
  const orderNo = kind === 'charging' ? search.get('orderNo') : null;
  let body = <Empty text={KIND[kind].missing} />;
  if (appealNo) body = kind === 'charging' ? <ChargingByAppealNo appealNo={appealNo} /> : <OccupyByAppealNo appealNo={appealNo} />;
  else if (orderNo) body = <ChargingByOrderNo orderNo={orderNo} />;
  return (
    <Page title="申诉进度" fallback={KIND[kind].back}>
      <RequireDriver>{body}</RequireDriver>
    </Page>
  );
}

/** The routes' components: the one page, told which kind its route shows. */
export const ChargingAppealDetailPage = () => <AppealDetailPage kind="charging" />;
export const OccupyAppealDetailPage = () => <AppealDetailPage kind="occupy" />;
