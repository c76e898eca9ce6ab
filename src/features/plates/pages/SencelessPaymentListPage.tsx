import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTerminateWithholdMutation, useWithholdContractsQuery } from '@/api/driver-plates';
import type { WithholdContract } from '@/api/types/driver-plates';
import { useAppStore } from '@/ui/hooks';
import { usePlatform } from '@/platform/PlatformContext';
import { PlateBadge } from '../components/PlateBadge';
import { RequireDriver } from '../components/RequireDriver';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { WithholdUnsupported } from '../components/WithholdUnsupported';
import '../plates.css';

function Contracts() {
  const { deps } = useAppStore();
  const { data, isLoading, isError, isFetching, refetch } = useWithholdContractsQuery();
  const [terminate] = useTerminateWithholdMutation();
  const [busy, setBusy] = useState<string | null>(null);

  if (isLoading) return <LoadingState label="签约加载中" />;
  if (isError || !data) return <ErrorState message="无感支付签约加载失败" onRetry={() => void refetch()} busy={isFetching} />;

  const end = async (c: WithholdContract) => {
    if (busy) return;
    const choice = await deps.ui.dialog({
      title: '解除签约',
      content: `确定解除${c.formatPlateNo}的${c.channelName}签约吗？解约后离场需手动缴费。`,
      actions: [
        { key: 'cancel', text: '取消' },
        { key: 'ok', text: '解除签约', primary: true },
      ],
    });
    if (choice !== 'ok') return;
    setBusy(c.contractId);
    try {
      await terminate({ contractId: c.contractId }).unwrap();
      deps.ui.toast('已解除签约');
    } catch {
      // the catalogue toasts
    } finally {
      setBusy(null);
    }
  };

  const addLink = <Link className="pl-btn pl-btn--primary pl-btn--block" to="/sencelessPayment">开通无感支付</Link>;
  if (data.results.length === 0) return <EmptyState action={addLink}>暂未开通无感支付</EmptyState>;
  return (
    <>
      <ul className="pl-plates" aria-label="无感支付签约">
        {data.results.map((c) => (
          <li key={c.contractId} className={`pl-contract${c.state === 2 ? ' pl-contract--ended' : ''}`}>
            <div className="pl-contract-head">
              <PlateBadge plateNo={c.plateNo} plateColor={c.plateColor} />
              <span className={`pl-tag${c.state === 1 ? ' pl-tag--primary' : ''}`}>{c.stateText}</span>
            </div>
            <p className="pl-contract-line">{c.channelName}</p>
            <p className="pl-contract-line pl-hint">
              签约时间 {c.signTime}
              {c.terminateTime && <><br />解约时间 {c.terminateTime}</>}
            </p>
            {c.state === 1 && (
              <button type="button" className="pl-link-btn pl-link-btn--danger" disabled={busy === c.contractId} onClick={() => void end(c)}
                aria-label={`解除${c.plateNo}的签约`}>
                {busy === c.contractId ? '解约中…' : '解除签约'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {addLink}
    </>
  );
}

/** /sencelessPaymentList: the driver's withholding contracts; terminate one (confirmed). Not in Alipay-type clients. */
export function SencelessPaymentListPage() {
  const { clientType } = usePlatform();
  return (
    <main className="pl-page">
      <h1 className="pl-title">无感支付</h1>
      {clientType === 3 ? <WithholdUnsupported /> : (
        <RequireDriver>
          <Contracts />
        </RequireDriver>
      )}
    </main>
  );
}
