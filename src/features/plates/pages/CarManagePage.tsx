import { Button, Card } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from '@/ui/Link';
import { useBoundPlatesQuery, useSetDefaultPlateMutation } from '@/api/driver/plates';
import type { BoundPlateItem, BoundPlateList } from '@/api/driver/plates.types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { PlateTags } from '../components/PlateTags';
import { RequireDriver } from '@/ui/RequireDriver';
import { useUnbindPlate } from '../components/useUnbindPlate';
import styles from './CarManagePage.module.css';

/**
 * One bound plate: the plate and its state lead to its detail; set default and unbind are plain buttons under it
 * (reachable with Tab, unlike a swipe), the unbind confirmed in a dialog that starts on 取消.
 */
function PlateRow({ plate, onDefault, defaultBusy, onUnbind, unbindBusy }: {
  plate: BoundPlateItem; onDefault: () => void; defaultBusy: boolean; onUnbind: () => void; unbindBusy: boolean;
}) {
  return (
    <li>
      <Card>
        <Link className={styles.plateMain} to={href(paths.plateDetail, { plateId: plate.plateId })}>
          <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} />
          <PlateTags plate={plate} className={styles.plateTags} />
          <RightOutline className={styles.chevron} aria-hidden="true" />
        </Link>
        <div className={styles.plateActions}>
          {plate.isDefault === 1 ? (
            <span className={styles.plateDefault}>默认车辆</span>
          ) : (
            <Button className={styles.action} fill="none" color="primary" size="small" loading={defaultBusy} onClick={onDefault} aria-label={`将${plate.plateNo}设为默认车辆`}>
              设为默认
            </Button>
          )}
          <Button className={styles.action} fill="none" color="danger" size="small" loading={unbindBusy} loadingText="解绑中…" onClick={onUnbind} aria-label={`解绑${plate.plateNo}`}>
            解绑
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The driver's bound plates with how many, each to set as default or unbind, and 添加车辆 below the limit. */
function PlateManager({ data }: { data: BoundPlateList }) {
  const [setDefault] = useSetDefaultPlateMutation();
  const [defaultBusy, setDefaultBusy] = useState<string | null>(null);
  const { unbind, busyId } = useUnbindPlate();

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
      <p className={styles.count} aria-live="polite">
        已绑定 <strong>{data.total}</strong> 辆，最多 {data.maxCount} 辆
      </p>
      {data.results.length === 0 ? (
        <Empty text="暂无绑定车辆" description="添加后可查看停车账单、快捷缴费" />
      ) : (
        <ul className={styles.plates} aria-label="已绑定车辆">
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
        <p className={styles.formNote} role="status">已达绑定上限，如需添加请先解绑不用的车辆</p>
      ) : (
        <LinkButton solid to={href(paths.addCar, { redirect: paths.carManage })}>添加车辆</LinkButton>
      )}
    </>
  );
}

/** /carManage: the driver's bound plates, how many, add, set default, unbind (confirmed; the server may refuse). */
export function CarManagePage() {
  return (
    <Page title="我的车辆">
      <RequireDriver>
        <BoundPlates />
      </RequireDriver>
    </Page>
  );
}

/** Under RequireDriver, so a visitor's visit calls nothing. */
function BoundPlates() {
  const plates = useBoundPlatesQuery();
  return (
    <QueryState query={plates} loading="车辆加载中" error="车辆列表加载失败">
      {(data) => <PlateManager data={data} />}
    </QueryState>
  );
}
