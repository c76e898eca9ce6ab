import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useBagApplicationsInfiniteQuery, useBagPassesQuery } from '@/api/special/passes';
import type { BagPass } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { Tabs } from '@/ui/Tabs';
import { ApplicationItem } from '../components/ApplicationItem';
import { LinkButton } from '@/ui/LinkButton';
import { PassItem } from '../components/PassItem';
import { FRESH } from '@/api/fresh';
import styles from './MyMounthlyPayPage.module.css';

type Tab = 'passes' | 'applications';

function PassGroup({ title, passes }: { title: string; passes: BagPass[] }) {
  if (!passes.length) return null;
  const id = `ps-group-${title}`;
  return (
    <section className={styles.stack} aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      <ul className={styles.list} aria-label={title}>
        {passes.map((p) => (
          <li key={p.bagId} className={`${styles.card} ${styles.cardFlush}`}>
            <PassItem pass={p} />
            {p.expiringSoon === 1 && (
              <div className={styles.itemFoot}>
                <span className={styles.weak}>将于{p.endDate}到期</span>
                <LinkButton small solid to={href(paths.mounthlyRenew, { bagId: p.bagId })}>
                  续费
                </LinkButton>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Passes in force (and about to start) first, soonest end first; ended and cancelled ones kept as history. */
function Passes() {
  const q = useBagPassesQuery(undefined, FRESH);
  return (
    <QueryState
      query={q}
      loading="月卡加载中"
      error="月卡加载失败"
      empty={{
        when: (d) => d.results.length === 0,
        text: '您还没有月卡',
        description: '办理月卡后，在有效期内可不限次进出停车场',
        action: (
          <LinkButton solid to={paths.monthParking}>
            办理月卡
          </LinkButton>
        ),
      }}
    >
      {(d) => (
        <div className={styles.stack}>
          <PassGroup title="当前月卡" passes={d.results.filter((p) => p.state === 4)} />
          <PassGroup title="历史月卡" passes={d.results.filter((p) => p.state !== 4)} />
        </div>
      )}
    </QueryState>
  );
}

function Applications() {
  const q = useBagApplicationsInfiniteQuery({}, FRESH);
  return (
    <PagedList
      query={q}
      label="办理记录"
      loading="办理记录加载中"
      error="办理记录加载失败"
      empty={{ text: '暂无办理记录', action: <LinkButton solid to={paths.monthParking}>办理月卡</LinkButton> }}
      itemKey={(a) => a.applicationId}
      renderItem={(a) => <ApplicationItem a={a} />}
      pullToRefresh
    />
  );
}

const SHORTCUTS = [
  { label: '办理月卡', to: paths.monthParking },
  { label: '缴费记录', to: paths.mounthPayList },
  { label: '行驶证材料', to: paths.plateMaterial },
  { label: '残疾人认证', to: paths.plateMaterialDisabled },
];

/**
 * /myMounthlyPay (/mine's 月卡): the driver's passes (in force first, then history) and their applications with
 * each one's review state; the ways to apply, to the payment records, plate materials and the certification.
 */
export function MyMounthlyPayPage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'applications' ? 'applications' : 'passes';
  return (
    <Page title="我的月卡" fallback={paths.mine}>
      <RequireDriver>
        <div className={styles.stack}>
          <nav aria-label="月卡服务">
            <ul className={styles.shortcuts}>
              {SHORTCUTS.map((s) => (
                <li key={s.label}>
                  <Link to={s.to}>{s.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <Tabs className={styles.tabs} activeKey={tab} onChange={(t) => setSearch(t === 'applications' ? { tab: 'applications' } : {}, { replace: true })}>
            <Tabs.Tab key="passes" title="我的月卡" />
            <Tabs.Tab key="applications" title="办理记录" />
          </Tabs>
          {tab === 'passes' ? <Passes /> : <Applications />}
        </div>
      </RequireDriver>
    </Page>
  );
}
