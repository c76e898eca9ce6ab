import { Link } from '@/ui/Link';
import { usePlateMaterialsQuery } from '@/api/special/passes';
import type { PlateMaterial } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { StateTag } from '@/ui/StateTag';
import { REVIEW_TONE } from '../passText';
import { FRESH } from '@/api/fresh';
import styles from './PlateMaterialPage.module.css';

function Item({ m }: { m: PlateMaterial }) {
  return (
    <Link className={styles.item} to={href(paths.plateMaterialDetail, { plateNo: m.plateNo })}>
      <span className={styles.line}>
        <PlateBadge plateNo={m.plateNo} plateColor={m.plateColor} />
        <StateTag tone={REVIEW_TONE[m.state]}>{m.stateText}</StateTag>
      </span>
      <span className={styles.weak}>{m.state === 0 ? '上传行驶证后，办理需审核的月卡或为月卡添加该车辆时可直接使用' : m.state === 3 ? `驳回原因：${m.rejectReason ?? '未说明'}` : `车主 ${m.ownerName ?? ''}`}</span>
    </Link>
  );
}

/**
 * /plateMaterial: a driving licence (行驶证) per bound plate with its review state; each opens its detail. A lot
 * that reviews materials asks for them before a plate joins a pass there.
 */
export function PlateMaterialPage() {
  const q = usePlateMaterialsQuery(undefined, FRESH);
  return (
    <Page title="行驶证材料" fallback={paths.myMounthlyPay}>
      <RequireDriver>
        <QueryState
          query={q}
          loading="行驶证材料加载中"
          error="行驶证材料加载失败"
          empty={{
            when: (d) => d.results.length === 0,
            text: '您还没有绑定车辆',
            description: '绑定车辆后，可为每辆车上传行驶证',
            action: (
              <LinkButton solid to={href(paths.addCar, { redirect: paths.plateMaterial })}>
                添加车辆
              </LinkButton>
            ),
          }}
        >
          {(d) => (
            <ul className={styles.list} aria-label="车辆行驶证">
              {d.results.map((m) => (
                <li key={m.plateNo} className={`${styles.card} ${styles.cardFlush}`}>
                  <Item m={m} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </RequireDriver>
    </Page>
  );
}
