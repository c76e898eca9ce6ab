import { Button, Card } from 'antd-mobile';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useBoundPlateQuery, useSetDefaultPlateMutation } from '@/api/driver/plates';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import { href, paths } from '@/lib/paths';
import { usePlatform } from '@/platform/PlatformContext';
import { CardList } from '@/ui/CardList';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { StateTag } from '@/ui/StateTag';
import { InfoRow, LinkRow } from '../components/LinkRow';
import { RequireDriver } from '@/ui/RequireDriver';
import { useUnbindPlate } from '../components/useUnbindPlate';
import styles from './PlateDetailPage.module.css';

function Detail({ plate }: { plate: BoundPlateItem }) {
  const navigate = useNavigate();
  const { clientType } = usePlatform();
  const [setDefault, { isLoading: settingDefault }] = useSetDefaultPlateMutation();
  const { unbind, busyId } = useUnbindPlate();
  const q = { plateId: plate.plateId };
  const ids = useId();
  return (
    <>
      <section aria-label="车牌">
        <Card bodyClassName={styles.heroBody} bodyStyle={{ padding: 'var(--app-space-xl) 0' }}>
          <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} size="large" />
          <p className={styles.heroStatus}>
            {plate.isParking === 1 ? '停车中' : '未在停'}
            {plate.hasArrears === 1 && <StateTag tone="danger" solid>有欠费</StateTag>}
          </p>
        </Card>
      </section>
      <section aria-labelledby={`${ids}-info`}>
        <CardList header={<h2 id={`${ids}-info`} className={styles.listTitle}>车辆信息</h2>}>
          <InfoRow label="车牌号码">{plate.formatPlateNo}</InfoRow>
          <InfoRow label="车牌颜色">{plate.plateColorText}</InfoRow>
          <InfoRow label="绑定时间">{plate.boundTime}</InfoRow>
          <InfoRow label="默认车辆">
            {plate.isDefault === 1 ? '是' : (
              <Button fill="none" color="primary" size="small" loading={settingDefault} className={styles.rowButton}
                onClick={() => void setDefault({ plateId: plate.plateId }).unwrap().catch(() => undefined)}>
                设为默认
              </Button>
            )}
          </InfoRow>
        </CardList>
      </section>
      <section aria-labelledby={`${ids}-pay`}>
        <CardList header={<h2 id={`${ids}-pay`} className={styles.listTitle}>缴费设置</h2>}>
          <LinkRow to={href(paths.orderDeduction, q)} label="自动扣费" value={plate.autoDeduct === 1 ? '已开启' : '未开启'} />
          {clientType !== 3 && (
            <LinkRow to={plate.contractId ? paths.sencelessPaymentList : href(paths.sencelessPayment, q)} label="无感支付"
              value={plate.contractId ? '已开通' : '未开通'} />
          )}
        </CardList>
      </section>
      <Button block color="danger" fill="outline" shape="rounded" size="large" loading={busyId === plate.plateId} loadingText="解绑中…"
        onClick={() => void unbind(plate).then((gone) => gone && navigate(paths.carManage, { replace: true }))}>
        解绑车辆
      </Button>
    </>
  );
}

function PlateDetail({ plateId }: { plateId: string }) {
  const query = useBoundPlateQuery({ plateId });
  if (query.isError && isApiError(query.error) && query.error.code === '404') {
    return (
      <Empty text="车辆不存在或已解绑">
        <LinkButton to={paths.carManage} block={false}>返回我的车辆</LinkButton>
      </Empty>
    );
  }
  return (
    <QueryState query={query} loading="车辆信息加载中" error="车辆信息加载失败">
      {(plate) => <Detail plate={plate} />}
    </QueryState>
  );
}

/** /plateDetail?plateId: plate, colour, bound date, default, auto-deduction (→ /orderDeduction), withholding, unbind. */
export function PlateDetailPage() {
  const [params] = useSearchParams();
  const plateId = params.get('plateId');
  return (
    <Page title="车辆详情" fallback={paths.carManage}>
      <RequireDriver>
        {plateId ? <PlateDetail plateId={plateId} /> : (
          <Empty text="未指定车辆">
            <LinkButton to={paths.carManage} block={false}>返回我的车辆</LinkButton>
          </Empty>
        )}
      </RequireDriver>
    </Page>
  );
}
