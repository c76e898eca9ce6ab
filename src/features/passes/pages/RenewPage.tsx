import { Navigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useCheckRenewableQuery } from '@/api/special';
import { useBagPassesQuery } from '@/api/special/passes';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { PassItem } from '../components/PassItem';
import { FRESH } from '@/api/fresh';
import styles from './RenewPage.module.css';

const TITLE = '月卡续费';

/** A lot and a plate (a partner's link, a receipt): the pass they name, renewed on its own page. */
function ByPlate({ parkId, plateNo }: { parkId: string; plateNo: string }) {
  const q = useCheckRenewableQuery({ parkId, plateNo });
  if (q.data) return <Navigate to={href(paths.mounthlyRenew, { bagId: q.data.bagId })} replace />;
  if (isApiError(q.error) && q.error.code === '404') {
    return (
      <Empty text="该车辆在此停车场没有月卡" description="可为该车辆办理新的月卡">
        <LinkButton solid to={href(paths.monthParking, { parkId })}>
          办理月卡
        </LinkButton>
      </Empty>
    );
  }
  return (
    <QueryState query={q} loading="正在查找月卡" error="月卡查询失败">
      {() => null}
    </QueryState>
  );
}

/** Which pass to renew: those in force or lapsed (cancelled ones cannot be). */
function Choose() {
  const q = useBagPassesQuery(undefined, FRESH);
  return (
    <QueryState
      query={q}
      loading="月卡加载中"
      error="月卡加载失败"
      empty={{
        when: (d) => !d.results.some((p) => p.state !== 6),
        text: '暂无可续费的月卡',
        description: '办理月卡后，可在到期前30天内续费',
        action: (
          <LinkButton solid to={paths.monthParking}>
            办理月卡
          </LinkButton>
        ),
      }}
    >
      {(d) => (
        <div className={styles.stack}>
          <p className={styles.weak}>请选择要续费的月卡</p>
          <ul className={styles.list} aria-label="我的月卡">
            {d.results
              .filter((p) => p.state !== 6)
              .map((p) => (
                <li key={p.bagId} className={`${styles.card} ${styles.cardFlush}`}>
                  <PassItem pass={p} to={href(paths.mounthlyRenew, { bagId: p.bagId })} />
                </li>
              ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}

/**
 * /renew: renewing a pass from outside its page. ?bagId goes straight to it; ?parkId&plateNo finds the pass of that
 * plate at that lot (checkRenewable); with nothing, the driver picks one of their passes.
 */
export function RenewPage() {
  const [search] = useSearchParams();
  const bagId = search.get('bagId');
  const parkId = search.get('parkId');
  const plateNo = search.get('plateNo');
  if (bagId) return <Navigate to={href(paths.mounthlyRenew, { bagId })} replace />;
  return (
    <Page title={TITLE} fallback={paths.myMounthlyPay}>
      <RequireDriver>{parkId && plateNo ? <ByPlate parkId={parkId} plateNo={plateNo} /> : <Choose />}</RequireDriver>
    </Page>
  );
}
