import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { constants } from '@config/constants';
import { useParkOrdersQuery } from '@/api/charge';
import { paths } from '@/lib/paths';
import { parkingBatchKey } from '../keys';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { payeeOf } from '@/payment/ui/PaySentence';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useBatchChannels } from '@/payment/ui/useChannels';
import { Page } from '@/ui/Page/Page';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { failureOf } from '@/ui/states/failureOf';
import { BillList } from '../components/BillList';
import { useBatchCovers, useConfirmCovered, useCoverPicks } from '../components/useBatchCovers';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import styles from './MultiPayPage.module.css';

/**
 * /multiPayPage: several bills paid in one order (payCharges/batch). arrearsOnly=1: the driver's arrears (page size
 * 999); plateNo[&plateColor] (from a plate query): that plate's bills; otherwise the driver's arrears and bills in
 * progress. Every bill starts selected, but one another channel covers: its row says which and why it is
 * left out; one the driver may pay over can be picked (then paying asks first), the others cannot.
 */
export function MultiPayPage() {
  return (
    <RequireDriver>
      <MultiPayBody />
    </RequireDriver>
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
  const batchCovers = useBatchCovers(bills);
  const { covers } = batchCovers;
  const { selected, chosen: chosenBills, keptIn, allSelected, toggle, toggleAll } = useCoverPicks(bills, covers);
  const ids = chosenBills.map((b) => b.uniqueId);
  const total = chosenBills.reduce((s, b) => s + b.parkFee, 0);
  const parkIds = useMemo(() => chosenBills.map((b) => b.parkId), [chosenBills]);
  // Only the channels every selected bill's lot takes; none in common: pay them apart.
  const channels = useBatchChannels(parkIds, total);
  const key = ids.length ? parkingBatchKey(ids) : null;
  const action = useConfirmCovered(usePayAction(key), keptIn, batchCovers);

  const title = arrearsOnly ? '欠费补缴' : '批量缴费';
  if (arrears.isLoading || parking.isLoading) {
    return (
      <Page title={title}>
        <Loading text="账单加载中" />
      </Page>
    );
  }
  if (arrears.isError || parking.isError) {
    const retry = () => {
      void arrears.refetch();
      if (!arrearsOnly) void parking.refetch();
    };
    return (
      <Page title={title}>
        <LoadFailed text="账单加载失败" onRetry={retry} busy={arrears.isFetching || parking.isFetching} error={failureOf(arrears, parking)} />
      </Page>
    );
  }
  if (!bills.length) {
    return (
      <Page title={title}>
        <Empty text={arrearsOnly ? '暂无欠费账单' : '暂无待缴账单'}>
          <LinkButton block={false} to={paths.home}>返回首页</LinkButton>
        </Empty>
      </Page>
    );
  }

  const footer = (
    <PayBar
      totalLabel="合计"
      amountCents={total}
      payee={payeeOf(chosenBills.map((b) => b.parkName))}
      action={action}
      request={key && channels.channel !== null && !batchCovers.loading ? { key, kind: 'parkingBatch', order: { uniqueIds: ids }, channel: channels.channel } : null}
    />
  );
  return (
    <Page title={title} footer={footer}>
      <div className={styles.listHead}>
        <span className={styles.nowrap}>
          共{bills.length}笔，已选{ids.length}笔
        </span>
        <Button size="small" fill="none" color="primary" className={styles.textButton} onClick={toggleAll}>
          {allSelected ? '取消全选' : '全选'}
        </Button>
      </div>
      <BillList bills={bills} selected={selected} onToggle={toggle} covers={covers} label="待缴账单" />
      <ChannelPicker channels={channels} />
    </Page>
  );
}
