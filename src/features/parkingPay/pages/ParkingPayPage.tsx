import { List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDriverPlatesQuery, useLazyBoundVehicleParkingBillQuery } from '@/api/charge';
import type { DriverPlate } from '@/api/charge/types';
import { href, paths } from '@/lib/paths';
import { CardList } from '@/ui/CardList';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { QueryState } from '@/ui/states/States';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import styles from './ParkingPayPage.module.css';

/**
 * /parkingPayPage[?parkId]: pay for a lot by choosing one of the driver's bound plates; the plate's bill opens on
 * /payPage. With parkId (a lot's own link), a plate parked elsewhere is refused.
 */
export function ParkingPayPage() {
  return (
    <RequireDriver>
      <ParkingPayBody />
    </RequireDriver>
  );
}

function ParkingPayBody() {
  const [params] = useSearchParams();
  const parkId = params.get('parkId');
  const plates = useDriverPlatesQuery();
  const [billOf] = useLazyBoundVehicleParkingBillQuery();
  const [opening, setOpening] = useState<string | null>(null);
  const ui = useFeedback();
  const navigate = useNavigate();

  const open = async (plate: DriverPlate) => {
    if (opening) return;
    setOpening(plate.plateId);
    try {
      const bill = await billOf({ plateId: plate.plateId }).unwrap();
      if (!bill.uniqueId || !bill.parkId) ui.toast('该车辆暂无在停信息');
      else if (parkId && bill.parkId !== parkId) ui.toast('该车辆不在本停车场');
      else navigate(href(paths.payPage, { uniqueId: bill.uniqueId, parkId: bill.parkId }));
    } catch {
      // the error catalogue has told the driver
    } finally {
      setOpening(null);
    }
  };

  return (
    <Page title="停车缴费">
      <QueryState
        query={plates}
        loading="车辆加载中"
        error="车辆加载失败"
        empty={{
          when: (d) => d.results.length === 0,
          text: '暂无绑定车辆',
          action: (
            <LinkButton solid block={false} to={paths.addCar}>添加车辆</LinkButton>
          ),
        }}
      >
        {(data) => (
          <CardList header="请选择要缴费的车辆">
            {data.results.map((p) => (
              <List.Item key={p.plateId} arrow>
                <button type="button" className={styles.rowButton} disabled={!!opening} aria-busy={opening === p.plateId} onClick={() => void open(p)}>
                  <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />
                  <span className={`${styles.weak} ${styles.nowrap}`}>{opening === p.plateId ? '查询中…' : p.isParking ? '在停' : '未在停'}</span>
                </button>
              </List.Item>
            ))}
          </CardList>
        )}
      </QueryState>
    </Page>
  );
}
