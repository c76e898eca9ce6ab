import { Link } from 'react-router-dom';
import { useBoundPlatesQuery, useSetDefaultPlateMutation } from '@/api/driver-plates';
import type { BoundPlateItem } from '@/api/types/driver-plates';
import { useState } from 'react';
import { PlateBadge } from '../components/PlateBadge';
import { RequireDriver } from '../components/RequireDriver';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useUnbindPlate } from '../components/useUnbindPlate';
import '../plates.css';

function Tags({ plate }: { plate: BoundPlateItem }) {
  return (
    <span className="pl-tags">
      {plate.isDefault === 1 && <span className="pl-tag pl-tag--primary">默认</span>}
      {plate.isParking === 1 && <span className="pl-tag">停车中</span>}
      {plate.hasArrears === 1 && <span className="pl-tag pl-tag--danger">有欠费</span>}
      {plate.autoDeduct === 1 && <span className="pl-tag">自动扣费</span>}
      {plate.contractId && <span className="pl-tag">无感支付</span>}
    </span>
  );
}

function PlateRow({ plate, onDefault, defaultBusy, onUnbind, unbindBusy }: {
  plate: BoundPlateItem; onDefault: () => void; defaultBusy: boolean; onUnbind: () => void; unbindBusy: boolean;
}) {
  return (
    <li className="pl-plate">
      <Link className="pl-plate-main" to={`/plateDetail?plateId=${encodeURIComponent(plate.plateId)}`} aria-label={`${plate.formatPlateNo} ${plate.plateColorText}，查看详情`}>
        <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} />
        <Tags plate={plate} />
        <span className="pl-chevron" aria-hidden="true">›</span>
      </Link>
      <div className="pl-plate-actions">
        {plate.isDefault === 1 ? (
          <span className="pl-plate-default">默认车辆</span>
        ) : (
          <button type="button" className="pl-link-btn" disabled={defaultBusy} onClick={onDefault} aria-label={`将${plate.plateNo}设为默认车辆`}>
            设为默认
          </button>
        )}
        <button type="button" className="pl-link-btn pl-link-btn--danger" disabled={unbindBusy} onClick={onUnbind} aria-label={`解绑${plate.plateNo}`}>
          {unbindBusy ? '解绑中…' : '解绑'}
        </button>
      </div>
    </li>
  );
}

function PlateList() {
  const { data, isLoading, isError, isFetching, refetch } = useBoundPlatesQuery();
  const [setDefault] = useSetDefaultPlateMutation();
  const [defaultBusy, setDefaultBusy] = useState<string | null>(null);
  const { unbind, busyId } = useUnbindPlate();

  if (isLoading) return <LoadingState label="车辆加载中" />;
  if (isError || !data) return <ErrorState message="车辆列表加载失败" onRetry={() => void refetch()} busy={isFetching} />;

  const makeDefault = async (plateId: string) => {
    setDefaultBusy(plateId);
    try {
      await setDefault({ plateId }).unwrap();
    } catch {
      // toasted by the catalogue
    } finally {
      setDefaultBusy(null);
    }
  };

  const full = data.total >= data.maxCount;
  return (
    <>
      <p className="pl-count" aria-live="polite">
        已绑定 <strong>{data.total}</strong> 辆，最多 {data.maxCount} 辆
      </p>
      {data.results.length === 0 ? (
        <EmptyState>暂无绑定车辆，添加后可查看停车账单、快捷缴费</EmptyState>
      ) : (
        <ul className="pl-plates" aria-label="已绑定车辆">
          {data.results.map((p) => (
            <PlateRow
              key={p.plateId}
              plate={p}
              onDefault={() => void makeDefault(p.plateId)}
              defaultBusy={defaultBusy === p.plateId}
              onUnbind={() => void unbind(p)}
              unbindBusy={busyId === p.plateId}
            />
          ))}
        </ul>
      )}
      {full ? (
        <p className="pl-form-note" role="status">已达绑定上限，如需添加请先解绑不用的车辆</p>
      ) : (
        <Link className="pl-btn pl-btn--primary pl-btn--block" to="/addCar?redirect=%2FcarManage">
          添加车辆
        </Link>
      )}
    </>
  );
}

/** /carManage: the driver's bound plates, how many, add, set default, unbind (confirmed; the server may refuse). */
export function CarManagePage() {
  return (
    <main className="pl-page">
      <h1 className="pl-title">我的车辆</h1>
      <RequireDriver>
        <PlateList />
      </RequireDriver>
    </main>
  );
}
