import { Card, List } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router-dom';
import { cpsBillsApi, useChargingAppealQuery, useChargingBillQuery } from '@/api/cps/bills';
import type { ChargingAppealDetail } from '@/api/cps/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { AppealProgress } from '../components/bills/AppealProgress';
import '../components/bills/bills.css';

/** While it is open the appeal is asked again now and then: it moves on by itself on the server. */
const POLL_MS = 60_000;

function Appeal({ appeal }: { appeal: ChargingAppealDetail }) {
  const handled = appeal.state === 3;
  return (
    <article className="cb-stack" aria-label={`申诉 ${appeal.appealNo}`}>
      <Card title={<h2 className="cb-title">{appeal.stationName}</h2>} extra={<span className="cb-weak">{appeal.stateText}</span>}>
        <AppealProgress appeal={appeal} />
      </Card>
      {handled && (
        <section className="cb-result" aria-label="处理结果">
          <h3>处理结果</h3>
          <p>{appeal.result}</p>
          {appeal.refundCents !== null && appeal.refundCents > 0 && (
            <p>
              退款金额 <strong className="cb-money">{formatMoney(appeal.refundCents)}</strong>
            </p>
          )}
        </section>
      )}
      <List header="申诉内容" className="cb-list">
        <DetailRow label="申诉原因">{appeal.reason}</DetailRow>
        <DetailRow label="问题描述">{appeal.description || '—'}</DetailRow>
        <DetailRow label="提交时间">{formatDateTime(appeal.createTime)}</DetailRow>
        <DetailRow label="申诉编号">{appeal.appealNo}</DetailRow>
        <DetailRow label="订单编号">
          <Link to={href(paths.chargeBillDetail, { orderNo: appeal.orderNo })}>{appeal.orderNo}</Link>
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
    </article>
  );
}

function ByAppealNo({ appealNo }: { appealNo: string }) {
  // What is cached decides the polling (reading it subscribes to nothing).
  const known = cpsBillsApi.endpoints.chargingAppeal.useQueryState({ appealNo });
  const open = known.data ? known.data.state !== 3 : false;
  const q = useChargingAppealQuery({ appealNo }, { pollingInterval: open ? POLL_MS : 0, skipPollingIfUnfocused: true });
  return (
    <QueryState query={q} loading="申诉详情加载中" error="申诉详情加载失败">
      {(a) => <Appeal appeal={a} />}
    </QueryState>
  );
}

/** Opened with the bill's orderNo: its appeal, or the way to make one. */
function ByOrderNo({ orderNo }: { orderNo: string }) {
  const bill = useChargingBillQuery({ orderNo });
  return (
    <QueryState query={bill} loading="申诉详情加载中" error="申诉详情加载失败">
      {(b) =>
        b.appeal ? (
          <ByAppealNo appealNo={b.appeal.appealNo} />
        ) : (
          <Empty text="该账单暂无申诉">
            {b.orderState === 3 && (
              <Link className="cb-link-button" to={href(paths.chargingBillComplain, { orderNo })}>
                账单有疑问？去申诉
              </Link>
            )}
          </Empty>
        )
      }
    </QueryState>
  );
}

/** /chargingAppealDetail?appealNo (or ?orderNo): an appeal's steps with their times, then its result and refund. */
export function ChargingAppealDetailPage() {
  const [search] = useSearchParams();
  const appealNo = search.get('appealNo');
  const orderNo = search.get('orderNo');
  let body = <Empty text="缺少申诉信息，请从充电账单进入" />;
  if (appealNo) body = <ByAppealNo appealNo={appealNo} />;
  else if (orderNo) body = <ByOrderNo orderNo={orderNo} />;
  return (
    <Page title="申诉进度" fallback={paths.chargeBillManage}>
      <RequireDriver>{body}</RequireDriver>
    </Page>
  );
}
