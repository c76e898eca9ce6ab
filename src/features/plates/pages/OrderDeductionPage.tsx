import { Link, useSearchParams } from 'react-router-dom';
import { useBalanceInfoQuery } from '@/api/driver';
import { useBoundPlateQuery, useSetAutoDeductMutation } from '@/api/driver-plates';
import type { BoundPlateItem } from '@/api/types/driver-plates';
import { useAppStore } from '@/ui/hooks';
import { formatMoney } from '@/lib/format';
import { PlateBadge } from '../components/PlateBadge';
import { RequireDriver } from '../components/RequireDriver';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import '../plates.css';

function Balance() {
  const { data, isError } = useBalanceInfoQuery();
  if (isError) return null;
  return <p className="pl-hint">当前余额：{data ? formatMoney(data.availableBalance) : '…'}</p>;
}

function Setting({ plate }: { plate: BoundPlateItem }) {
  const { deps } = useAppStore();
  const [save, { isLoading }] = useSetAutoDeductMutation();
  const on = plate.autoDeduct === 1;
  const toggle = async () => {
    try {
      const r = await save({ plateId: plate.plateId, autoDeduct: on ? 0 : 1 }).unwrap();
      deps.ui.toast(r.autoDeduct === 1 ? '已开启自动扣费' : '已关闭自动扣费');
    } catch {
      // the catalogue toasts; the switch keeps the server's state
    }
  };
  return (
    <>
      <section className="pl-card pl-switch-card" aria-labelledby="pl-deduct-label">
        <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} />
        <div className="pl-switch-row">
          <span id="pl-deduct-label" className="pl-switch-label">离场自动扣费</span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby="pl-deduct-label"
            className={`pl-switch${on ? ' pl-switch--on' : ''}`}
            disabled={isLoading}
            onClick={() => void toggle()}
          >
            <span className="pl-switch-knob" aria-hidden="true" />
          </button>
        </div>
        <p className="pl-switch-state" aria-live="polite">{isLoading ? '保存中…' : on ? '已开启' : '未开启'}</p>
        <Balance />
      </section>
      <section className="pl-card pl-explain" aria-labelledby="pl-explain-title">
        <h2 id="pl-explain-title" className="pl-card-title">什么是自动扣费？</h2>
        <ul>
          <li>开启后，该车辆驶离支持余额支付的停车场时，停车费自动从账户余额扣缴，无需手动缴费。</li>
          <li>余额不足时不会扣费，请在账单中手动缴费，以免产生欠费。</li>
          <li>扣费记录可在“缴费记录”中查看，可随时关闭。</li>
        </ul>
        <Link to="/balanceParks">查看支持余额支付的停车场</Link>
      </section>
    </>
  );
}

function Deduction({ plateId }: { plateId: string }) {
  const { data, isLoading, isError, isFetching, refetch } = useBoundPlateQuery({ plateId });
  if (isLoading) return <LoadingState label="设置加载中" rows={2} />;
  if (isError || !data) return <ErrorState message="自动扣费设置加载失败" onRetry={() => void refetch()} busy={isFetching} />;
  return <Setting plate={data} />;
}

/** /orderDeduction?plateId: pay the plate's parking fee from the balance on exit (saved on the server). */
export function OrderDeductionPage() {
  const [params] = useSearchParams();
  const plateId = params.get('plateId');
  return (
    <main className="pl-page">
      <h1 className="pl-title">自动扣费</h1>
      <RequireDriver>
        {plateId ? <Deduction plateId={plateId} /> : (
          <EmptyState action={<Link className="pl-btn pl-btn--ghost" to="/carManage">选择车辆</Link>}>请先在“我的车辆”中选择要设置的车辆</EmptyState>
        )}
      </RequireDriver>
    </main>
  );
}
