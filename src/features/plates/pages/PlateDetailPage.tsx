import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useBoundPlateQuery, useSetDefaultPlateMutation } from '@/api/driver-plates';
import type { BoundPlateItem } from '@/api/types/driver-plates';
import { usePlatform } from '@/platform/PlatformContext';
import { PlateBadge } from '../components/PlateBadge';
import { RequireDriver } from '../components/RequireDriver';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useUnbindPlate } from '../components/useUnbindPlate';
import '../plates.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="pl-row">
      <span className="pl-row-label">{label}</span>
      <span className="pl-row-value">{children}</span>
    </li>
  );
}

function Detail({ plate }: { plate: BoundPlateItem }) {
  const navigate = useNavigate();
  const { clientType } = usePlatform();
  const [setDefault, { isLoading: settingDefault }] = useSetDefaultPlateMutation();
  const { unbind, busyId } = useUnbindPlate();
  const q = `plateId=${encodeURIComponent(plate.plateId)}`;
  return (
    <>
      <section className="pl-card pl-hero" aria-label="车牌">
        <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} large />
        <p className="pl-hero-status">
          {plate.isParking === 1 ? '停车中' : '未在停'}
          {plate.hasArrears === 1 && <span className="pl-tag pl-tag--danger">有欠费</span>}
        </p>
      </section>
      <ul className="pl-list" aria-label="车辆信息">
        <Row label="车牌号码">{plate.formatPlateNo}</Row>
        <Row label="车牌颜色">{plate.plateColorText}</Row>
        <Row label="绑定时间">{plate.boundTime}</Row>
        <Row label="默认车辆">
          {plate.isDefault === 1 ? '是' : (
            <button type="button" className="pl-link-btn" disabled={settingDefault}
              onClick={() => void setDefault({ plateId: plate.plateId }).unwrap().catch(() => undefined)}>
              设为默认
            </button>
          )}
        </Row>
      </ul>
      <ul className="pl-list" aria-label="缴费设置">
        <li>
          <Link className="pl-row pl-row--link" to={`/orderDeduction?${q}`}>
            <span className="pl-row-label">自动扣费</span>
            <span className="pl-row-value">{plate.autoDeduct === 1 ? '已开启' : '未开启'}</span>
            <span className="pl-chevron" aria-hidden="true">›</span>
          </Link>
        </li>
        {clientType !== 3 && (
          <li>
            <Link className="pl-row pl-row--link" to={plate.contractId ? '/sencelessPaymentList' : `/sencelessPayment?${q}`}>
              <span className="pl-row-label">无感支付</span>
              <span className="pl-row-value">{plate.contractId ? '已开通' : '未开通'}</span>
              <span className="pl-chevron" aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
      <button type="button" className="pl-btn pl-btn--danger pl-btn--block" disabled={busyId === plate.plateId}
        onClick={() => void unbind(plate).then((gone) => gone && navigate('/carManage', { replace: true }))}>
        {busyId === plate.plateId ? '解绑中…' : '解绑车辆'}
      </button>
    </>
  );
}

function PlateDetail({ plateId }: { plateId: string }) {
  const { data, isLoading, isError, error, isFetching, refetch } = useBoundPlateQuery({ plateId });
  if (isLoading) return <LoadingState label="车辆信息加载中" />;
  if (isError && isApiError(error) && error.code === '404') {
    return <EmptyState action={<Link className="pl-btn pl-btn--ghost" to="/carManage">返回我的车辆</Link>}>车辆不存在或已解绑</EmptyState>;
  }
  if (isError || !data) return <ErrorState message="车辆信息加载失败" onRetry={() => void refetch()} busy={isFetching} />;
  return <Detail plate={data} />;
}

/** /plateDetail?plateId: plate, colour, bound date, default, auto-deduction (→ /orderDeduction), withholding, unbind. */
export function PlateDetailPage() {
  const [params] = useSearchParams();
  const plateId = params.get('plateId');
  return (
    <main className="pl-page">
      <h1 className="pl-title">车辆详情</h1>
      <RequireDriver>
        {plateId ? <PlateDetail plateId={plateId} /> : (
          <EmptyState action={<Link className="pl-btn pl-btn--ghost" to="/carManage">返回我的车辆</Link>}>未指定车辆</EmptyState>
        )}
      </RequireDriver>
    </main>
  );
}
