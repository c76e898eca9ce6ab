import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '@config/constants';
import { useParkOrdersQuery } from '@/api/charge';
import { formatMoney } from '@/lib/format';
import { parkingBatchKey } from '@/payment/keys';
import { BillList } from '../components/BillList';
import { ChannelPicker } from '../components/ChannelPicker';
import { DriverOnly } from '../components/DriverOnly';
import { Empty, LoadError, Loading, PayScreen } from '../components/States';
import { useBatchChannels } from '../components/useChannels';
import { BUSY_TEXT, usePayment } from '../components/usePayment';
import '../components/pay.css';

/**
 * /multiPayPage: several bills paid in one order (payCharges/batch). arrearsOnly=1: the driver's arrears (page size
 * 999); plateNo[&plateColor] (from a plate query): that plate's bills; otherwise the driver's arrears and bills in
 * progress. Every bill starts selected.
 */
export function MultiPayPage() {
  return (
    <DriverOnly>
      <MultiPayBody />
    </DriverOnly>
  );
}

function MultiPayBody() {
  const [params] = useSearchParams();
  const arrearsOnly = params.get('arrearsOnly') === '1';
  const plateNo = params.get('plateNo') ?? undefined;
  const page = { pageNo: 1, pageSize: constants.arrearsPageSize };
  const arrears = useParkOrdersQuery({ requestType: 2, ...page, ...(plateNo ? { plateNo } : {}) });
  const parking = useParkOrdersQuery({ requestType: 1, ...page, ...(plateNo ? { plateNo } : {}) }, { skip: arrearsOnly });

  const bills = useMemo(
    () => [...(arrears.data?.results ?? []), ...(parking.data?.results ?? [])].filter((b) => b.parkFee > 0 && !b.isBagCar),
    [arrears.data, parking.data],
  );
  const [deselected, setDeselected] = useState<Set<string>>(() => new Set());
  const selected = useMemo(() => new Set(bills.map((b) => b.uniqueId).filter((id) => !deselected.has(id))), [bills, deselected]);
  const ids = bills.map((b) => b.uniqueId).filter((id) => selected.has(id));
  const chosenBills = useMemo(() => bills.filter((b) => selected.has(b.uniqueId)), [bills, selected]);
  const total = chosenBills.reduce((s, b) => s + b.parkFee, 0);
  const parkIds = useMemo(() => chosenBills.map((b) => b.parkId), [chosenBills]);
  // Only the channels every selected bill's lot takes; none in common: pay them apart.
  const channels = useBatchChannels(parkIds, total);
  const key = ids.length ? parkingBatchKey(ids) : null;
  const { entry, busy, pay } = usePayment(key, { resume: true });

  const toggle = (id: string) =>
    setDeselected((d) => {
      const next = new Set(d);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = ids.length === bills.length;
  const toggleAll = () => setDeselected(allSelected ? new Set(bills.map((b) => b.uniqueId)) : new Set());

  const title = arrearsOnly ? '欠费补缴' : '批量缴费';
  const loading = arrears.isLoading || parking.isLoading;
  const failed = arrears.isError || parking.isError;
  if (loading) return <PayScreen title={title}><Loading label="账单加载中…" /></PayScreen>;
  if (failed) {
    return (
      <PayScreen title={title}>
        <LoadError message="账单加载失败" onRetry={() => { void arrears.refetch(); if (!arrearsOnly) void parking.refetch(); }} />
      </PayScreen>
    );
  }
  if (!bills.length) {
    return (
      <PayScreen title={title}>
        <Empty title={arrearsOnly ? '暂无欠费账单' : '暂无待缴账单'}>
          <Link className="pp-btn pp-btn--ghost" to="/home">
            返回首页
          </Link>
        </Empty>
      </PayScreen>
    );
  }

  return (
    <PayScreen title={title}>
      <div className="pp-list-head">
        <span>共{bills.length}笔，已选{ids.length}笔</span>
        <button type="button" className="pp-link-btn" onClick={toggleAll}>
          {allSelected ? '取消全选' : '全选'}
        </button>
      </div>
      <BillList bills={bills} selected={selected} onToggle={toggle} label="待缴账单" />
      <ChannelPicker channels={channels} />
      <div className="pp-paybar">
        <p className="pp-paybar-total">
          合计 <strong>{formatMoney(total)}</strong>
        </p>
        <button
          type="button"
          className="pp-btn pp-btn--primary"
          disabled={busy || !ids.length || channels.channel === null}
          onClick={() => key && channels.channel !== null && pay({ key, kind: 'parkingBatch', order: { uniqueIds: ids }, channel: channels.channel })}
        >
          {busy && entry ? BUSY_TEXT[entry.status as keyof typeof BUSY_TEXT] : '立即支付'}
        </button>
      </div>
    </PayScreen>
  );
}
