import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { ReminderConsent } from '@/ui/ReminderConsent';
import type { ChargingSession } from '@/api/cps/session.types';
import { SessionView } from '../components/session/SessionView';
import { useSession } from '../components/session/useSession';

/**
 * /chargingResults?orderNo: one charging session, live (the home's charging card opens it): what it is doing now,
 * the figures, stop; after it ends, the bill and the idle-fee countdown. A reload or coming back picks it up from
 * the server, which keeps the session.
 */
export function ChargingResultsPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  return (
    <Page title="充电详情">
      <RequireDriver>
        {orderNo ? (
          <Live orderNo={orderNo} />
        ) : (
          <Empty text="缺少充电订单信息">
            <Link to={paths.home}>返回首页</Link>
          </Empty>
        )}
      </RequireDriver>
    </Page>
  );
}

function Live({ orderNo }: { orderNo: string }) {
  const session = useSession(orderNo);
  return (
    <QueryState query={session} loading="充电信息加载中" error="充电信息加载失败">
      {(data) => (
        <>
          <SessionView session={data} fetchedAt={session.fulfilledTimeStamp ?? Date.now()} />
          {remindersMatter(data) && <ReminderConsent group="charging" about="充满或结束时、占位费开始前 5 分钟提醒您，不在车旁也不会错过。" />}
        </>
      )}
    </QueryState>
  );
}

/** Until the car has left the space after its charge, a reminder can still save the driver a fee. */
function remindersMatter(s: ChargingSession): boolean {
  if (s.state === 'failed') return false;
  if (s.state !== 'finished') return true;
  return !!s.idleFee && !s.idleFee.carLeft;
}
