import { useChargingVinsQuery } from '@/api/cps/vins';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import type { ChargingVinList } from '@/api/cps/vins.types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import { QueryState } from '@/ui/states/States';
import { useVinActions, type PlatesState } from '../components/vinCards/useVinActions';
import { VinRow } from '../components/vinCards/VinRow';
import styles from './ChargingVinManagePage.module.css';

function Vins({ data, plates }: { data: ChargingVinList; plates: PlatesState }) {
  const { removeVin, choosePlate, busy } = useVinActions(data.results, plates);
  const full = data.total >= data.maxCount;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>在支持即插即充的充电桩插枪后，系统按VIN码识别车辆并自动开始充电，费用从账户余额扣除。</p>
      <p className={`${styles.intro} ${styles.count}`} aria-live="polite">
        已添加 <strong>{data.total}</strong> 个，最多 {data.maxCount} 个
      </p>
      <ul className={styles.list} aria-label="我的VIN码">
        {data.results.map((v) => (
          <VinRow key={v.id} vin={v} busy={busy} onChoosePlate={() => void choosePlate(v)} onRemove={() => void removeVin(v)} />
        ))}
      </ul>
      {full ? (
        <p className={styles.note} role="status">已达添加上限，如需添加请先删除不用的VIN码</p>
      ) : (
        <LinkButton solid to={paths.chargingVinAdd}>
          添加VIN码
        </LinkButton>
      )}
    </div>
  );
}

/** Under RequireDriver, so a visitor's visit calls nothing. */
function VinList() {
  const vins = useChargingVinsQuery();
  const plates = useBoundPlatesQuery();
  return (
    <QueryState
      query={vins}
      loading="VIN码加载中"
      error="VIN码列表加载失败"
      empty={{
        when: (d) => d.results.length === 0,
        text: '还没有添加VIN码',
        description: '添加车辆VIN码后，插枪即可自动识别车辆开始充电',
        action: (
          <LinkButton solid block={false} to={paths.chargingVinAdd}>
            添加VIN码
          </LinkButton>
        ),
      }}
    >
      {(data) => <Vins data={data} plates={plates} />}
    </QueryState>
  );
}

/** /chargingVinManage: the driver's plug-and-charge VINs, the plate each charges for, add, rebind and remove. */
export function ChargingVinManagePage() {
  return (
    <Page title="VIN码管理">
      <RequireDriver>
        <VinList />
      </RequireDriver>
    </Page>
  );
}
