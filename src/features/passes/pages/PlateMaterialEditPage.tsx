import { useSearchParams } from 'react-router-dom';
import { usePlateMaterialQuery } from '@/api/special/passes';
import type { PlateMaterial } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/safeRedirect';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { PlateMaterialForm, PlateMaterialSubmit, usePlateMaterialForm } from '../components/PlateMaterialForm';
import { FRESH } from '@/api/fresh';
import styles from './PlateMaterialEditPage.module.css';

const TITLE = '上传行驶证';

function Edit({ m, done }: { m: PlateMaterial; done: string }) {
  const state = usePlateMaterialForm(m, done);
  return (
    <Page title={TITLE} fallback={done} footer={<PlateMaterialSubmit pending={state.form.pending} />}>
      <div className={styles.stack}>
        <section className={styles.card} aria-label="车辆">
          <PlateBadge plateNo={m.plateNo} plateColor={m.plateColor} size="large" />
          {m.state === 3 && <p className={styles.weak}>上次驳回原因：{m.rejectReason ?? '未说明'}</p>}
          <p className={styles.weak}>请上传行驶证正页和副页，姓名须与行驶证上的所有人一致</p>
        </section>
        <PlateMaterialForm state={state} />
      </div>
    </Page>
  );
}

function ByPlate({ plateNo, done }: { plateNo: string; done: string }) {
  const q = usePlateMaterialQuery({ plateNo }, FRESH);
  if (q.data && q.data.state !== 1) return <Edit m={q.data} done={done} />;
  return (
    <Page title={TITLE} fallback={done}>
      <QueryState query={q} loading="行驶证加载中" error="行驶证加载失败">
        {() => (
          <Empty text="行驶证正在审核中" description="审核完成前不能修改，请耐心等待">
            <LinkButton solid to={href(paths.plateMaterialDetail, { plateNo })} replace>
              查看详情
            </LinkButton>
          </Empty>
        )}
      </QueryState>
    </Page>
  );
}

/**
 * /plateMaterialEdit?plateNo[&redirect]: a plate's driving licence uploaded (or fixed) for review; back to
 * `redirect` (a pass's 添加车辆, say) or to the plate's licence once sent.
 */
export function PlateMaterialEditPage() {
  const [search] = useSearchParams();
  const plateNo = search.get('plateNo');
  if (!plateNo) {
    return (
      <Page title={TITLE} fallback={paths.plateMaterial}>
        <Empty text="缺少车辆信息" description="请在行驶证材料中选择车辆" />
      </Page>
    );
  }
  const done = safeRedirect(search.get('redirect'), href(paths.plateMaterialDetail, { plateNo }), window.location.origin);
  return (
    <RequireDriver>
      <ByPlate plateNo={plateNo} done={done} />
    </RequireDriver>
  );
}
