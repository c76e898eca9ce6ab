import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import { useDisabledCertificationQuery } from '@/api/special/passes';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import type { DisabledCertification } from '@/api/special/types';
import { formatPlate } from '@/lib/plate';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState, type QueryLike } from '@/ui/states/States';
import { CertSubmit, DisabledCertForm, useDisabledCertForm } from '../components/DisabledCertForm';
import { LinkButton } from '@/ui/LinkButton';
import { maskIdCard } from '../components/MaterialsView';
import { StateTag } from '@/ui/StateTag';
import { REVIEW_TONE } from '../passText';
import { FRESH } from '@/api/fresh';
import shared from '../components/passCards.module.css';
import styles from './PlateMaterialDisabledPage.module.css';
import { CardList } from '@/ui/CardList';

const TITLE = '残疾人认证';

/** What is on file and where it stands; approved, the reduced rules it opens. */
function Status({ cert, onRenew }: { cert: DisabledCertification; onRenew: () => void }) {
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-label="认证状态">
        <div className={shared.line}>
          <h2 className={shared.title}>残疾人车辆认证</h2>
          <StateTag tone={REVIEW_TONE[cert.state]}>{cert.stateText}</StateTag>
        </div>
        {cert.state === 1 && <p className={shared.weak}>认证材料正在审核中，审核结果将通过短信通知您</p>}
      </section>
      {cert.state === 2 && (
        <section className={`${shared.note} ${shared.noteInfo}`} aria-label="认证优惠">
          <p>
            <strong>认证已通过。</strong>认证车辆{cert.plateNo ? ` ${formatPlate(cert.plateNo)} ` : ''}可办理带“残疾人专享”标识的月卡，享受免费或半价优惠（以停车场公示为准）。
          </p>
          <LinkButton small solid to={paths.monthParking}>
            去办理优惠月卡
          </LinkButton>
        </section>
      )}
      <CardList header="认证信息">
        <List.Item extra={cert.name ?? '—'}>持证人</List.Item>
        <List.Item extra={maskIdCard(cert.certNo)}>残疾人证号</List.Item>
        <List.Item extra={[cert.categoryText, cert.levelText].filter(Boolean).join(' · ') || '—'}>类别等级</List.Item>
        <List.Item extra={cert.plateNo ? <PlateBadge plateNo={cert.plateNo} size="small" /> : '—'}>认证车辆</List.Item>
        <List.Item extra={formatDateTime(cert.submitTime) || '—'}>提交时间</List.Item>
        {cert.reviewTime && <List.Item extra={formatDateTime(cert.reviewTime)}>审核时间</List.Item>}
      </CardList>
      {cert.state === 2 && (
        <Button block shape="rounded" color="primary" fill="outline" onClick={onRenew}>
          更换认证车辆或证件
        </Button>
      )}
    </div>
  );
}

function Apply({ cert, plates, onDone }: { cert: DisabledCertification; plates: BoundPlateItem[]; onDone: () => void }) {
  const state = useDisabledCertForm(cert, plates, onDone);
  return (
    <Page title={TITLE} fallback={paths.myMounthlyPay} footer={<CertSubmit pending={state.form.pending} />}>
      <div className={styles.stack}>
        {cert.state === 3 && (
          <section className={`${shared.note} ${shared.noteDanger}`} aria-label="驳回原因">
            <p>
              <strong>认证未通过：</strong>
              {cert.rejectReason ?? '未说明原因'}
            </p>
            <p>请修改后重新提交。</p>
          </section>
        )}
        <p className={shared.weak}>持第二代残疾人证的车主认证后，可为认证车辆办理残疾人专享月卡（免费或优惠价）。</p>
        <DisabledCertForm state={state} plates={plates} />
      </div>
    </Page>
  );
}

function Certification() {
  const cert = useDisabledCertificationQuery(undefined, FRESH);
  const plates = useBoundPlatesQuery();
  const [renewing, setRenewing] = useState(false);
  if (cert.data && plates.data) {
    const c = cert.data;
    if (plates.data.results.length === 0 && c.state !== 1 && c.state !== 2) {
      return (
        <Page title={TITLE} fallback={paths.myMounthlyPay}>
          <Empty text="请先绑定车辆" description="认证需要指定享受优惠的车辆">
            <LinkButton solid to={href(paths.addCar, { redirect: paths.plateMaterialDisabled })}>
              添加车辆
            </LinkButton>
          </Empty>
        </Page>
      );
    }
    if (c.state === 0 || c.state === 3 || (c.state === 2 && renewing)) return <Apply cert={c} plates={plates.data.results} onDone={() => setRenewing(false)} />;
    return (
      <Page title={TITLE} fallback={paths.myMounthlyPay}>
        <Status cert={c} onRenew={() => setRenewing(true)} />
      </Page>
    );
  }
  const waiting: QueryLike<unknown> = !cert.data ? cert : plates;
  return (
    <Page title={TITLE} fallback={paths.myMounthlyPay}>
      <QueryState query={waiting} loading="认证信息加载中" error={!cert.data ? '认证信息加载失败' : '车辆加载失败'}>
        {() => null}
      </QueryState>
    </Page>
  );
}

/**
 * /plateMaterialDisabled: the disabled-driver certification (第二代残疾人证, 20 characters; photos; the vehicle it
 * is for), its review state, and once approved the reduced rules it opens.
 */
export function PlateMaterialDisabledPage() {
  return (
    <RequireDriver>
      <Certification />
    </RequireDriver>
  );
}
