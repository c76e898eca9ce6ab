import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDriverPlatesQuery, useLazyBoundVehicleParkingBillQuery } from '@/api/charge';
import type { DriverPlate } from '@/api/types/charge';
import { useAppStore } from '@/ui/hooks';
import { DriverOnly } from '../components/DriverOnly';
import { Empty, LoadError, Loading, PayScreen } from '../components/States';
import '../components/pay.css';

/**
 * /parkingPayPage[?parkId]: pay for a lot by choosing one of the driver's bound plates; the plate's bill opens on
 * /payPage. With parkId (a lot's own link), a plate parked elsewhere is refused.
 */
export function ParkingPayPage() {
  return (
    <DriverOnly>
      <ParkingPayBody />
    </DriverOnly>
  );
}

function ParkingPayBody() {
  const [params] = useSearchParams();
  const parkId = params.get('parkId');
  const plates = useDriverPlatesQuery();
  const [billOf] = useLazyBoundVehicleParkingBillQuery();
  const [opening, setOpening] = useState<string | null>(null);
  const { deps } = useAppStore();
  const navigate = useNavigate();

  const open = async (plate: DriverPlate) => {
    if (opening) return;
    setOpening(plate.plateId);
    try {
      const bill = await billOf({ plateId: plate.plateId }).unwrap();
      if (!bill.uniqueId || !bill.parkId) deps.ui.toast('该车辆暂无在停信息');
      else if (parkId && bill.parkId !== parkId) deps.ui.toast('该车辆不在本停车场');
      else navigate(`/payPage?${new URLSearchParams({ uniqueId: bill.uniqueId, parkId: bill.parkId })}`);
    } catch {
      // the error catalogue has told the driver
    } finally {
      setOpening(null);
    }
  };

  let content;
  if (plates.isLoading) content = <Loading label="车辆加载中…" />;
  else if (plates.isError || !plates.data) content = <LoadError message="车辆加载失败" onRetry={() => void plates.refetch()} />;
  else if (!plates.data.results.length) {
    content = (
      <Empty title="暂无绑定车辆">
        <Link className="pp-btn pp-btn--primary" to="/addCar">
          添加车辆
        </Link>
      </Empty>
    );
  } else {
    content = (
      <>
        <p className="pp-muted">请选择要缴费的车辆</p>
        <ul className="pp-list" aria-label="我的车辆">
          {plates.data.results.map((p) => (
            <li key={p.plateId}>
              <button type="button" className="pp-card pp-item pp-plate-item" disabled={!!opening} onClick={() => void open(p)}>
                <span className="pp-item-main">
                  <strong>{p.formatPlateNo}</strong>
                  <small className="pp-muted">{p.isParking ? '在停' : '未在停'}</small>
                </span>
                <span className="pp-item-go" aria-hidden="true">
                  {opening === p.plateId ? '查询中…' : '›'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return <PayScreen title="停车缴费">{content}</PayScreen>;
}
