import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { FailedStartHelp } from '../components/access/FailedStartHelp';
import { SessionView } from '../components/session/SessionView';
import { useSession } from '../components/session/useSession';

/**
 * /chargingPageResult?orderNo: the start's outcome. Waiting for the plug and the pile's handshake show here; once
 * energy flows the live session takes over (/chargingResults, replacing this entry so Back does not return to
 * it); a start that failed says why, with the way to try again.
 */
export function ChargingPageResultPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  return (
    <Page title="启动充电">
      <RequireDriver>
        {orderNo ? (
          <StartOutcome orderNo={orderNo} />
        ) : (
          <Empty text="缺少充电订单信息">
            <Link to={paths.home}>返回首页</Link>
          </Empty>
        )}
      </RequireDriver>
    </Page>
  );
}

function StartOutcome({ orderNo }: { orderNo: string }) {
  const session = useSession(orderNo);
  const navigate = useNavigate();
  const state = session.data?.state;
  const started = state === 'charging' || state === 'suspendedEV' || state === 'stopping' || state === 'finished';
  useEffect(() => {
    if (started) navigate(href(paths.chargingResults, { orderNo }), { replace: true });
  }, [started, navigate, orderNo]);
  return (
    <QueryState query={session} loading="正在启动充电" error="充电状态加载失败">
      {(data) =>
        data.state === 'failed' ? (
          <>
            <ResultView
              outcome="failure"
              title="充电未启动"
              description={data.stopReasonText ?? '请重试'}
              primary={{ text: '重新扫码充电', to: paths.chargingPage }}
              secondary={{ text: '返回首页', to: paths.home }}
            />
            <FailedStartHelp stationId={data.stationId} pileCode={data.pileCode} gunNo={data.gunNo} gunType={data.gunType} orderNo={data.orderNo} />
          </>
        ) : (
          <SessionView session={data} fetchedAt={session.fulfilledTimeStamp ?? Date.now()} />
        )
      }
    </QueryState>
  );
}
