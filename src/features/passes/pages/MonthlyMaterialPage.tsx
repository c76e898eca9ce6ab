import { useSearchParams } from 'react-router-dom';
import { useBagApplicationQuery } from '@/api/special/passes';
import type { BagApplicationDetail } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { MaterialsView } from '../components/MaterialsView';
import { StateTag } from '@/ui/StateTag';
import { APPLICATION_TONE } from '../passText';
import { FRESH } from '@/api/fresh';
import styles from './MonthlyMaterialPage.module.css';

const TITLE = '办理材料';

function Materials({ a }: { a: BagApplicationDetail }) {
  const m = a.materials;
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-label="申请">
        <div className={styles.line}>
          <h2 className={styles.title}>
            {a.parkName} · {a.ruleName}
          </h2>
          <StateTag tone={APPLICATION_TONE[a.state]}>{a.stateText}</StateTag>
        </div>
        {a.state === 3 && a.rejectReason && <p className={styles.weak}>驳回原因：{a.rejectReason}</p>}
      </section>
      {m ? (
        <MaterialsView ownerName={m.ownerName} idCardNo={m.idCardNo} phone={m.phone} pictures={m.licencePictures} />
      ) : (
        <Empty text="该申请无需提交材料" />
      )}
      {a.canEdit === 1 && (
        <LinkButton solid to={href(paths.mounthlyEdit, { applicationId: a.applicationId })}>
          修改并重新提交
        </LinkButton>
      )}
    </div>
  );
}

function ById({ applicationId }: { applicationId: string }) {
  const q = useBagApplicationQuery({ applicationId }, FRESH);
  return (
    <QueryState query={q} loading="材料加载中" error="材料加载失败">
      {(a) => <Materials a={a} />}
    </QueryState>
  );
}

/** /monthlyMaterial?applicationId: the owner's details and licence photos an application was reviewed on. */
export function MonthlyMaterialPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId');
  return (
    <Page title={TITLE} fallback={applicationId ? href(paths.mounthlyDetail, { applicationId }) : paths.myMounthlyPay}>
      {applicationId ? (
        <RequireDriver>
          <ById applicationId={applicationId} />
        </RequireDriver>
      ) : (
        <Empty text="缺少申请信息" description="请在“我的月卡”中选择申请后查看材料" />
      )}
    </Page>
  );
}
