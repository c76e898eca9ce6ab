import { Card, List, Switch } from 'antd-mobile';
import { useId, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useBoundPlateQuery, useSetAutoDeductMutation } from '@/api/driver/plates';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFeedback } from '@/ui/hooks';
import { CardList } from '@/ui/CardList';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { RequireDriver } from '@/ui/RequireDriver';
import styles from './OrderDeductionPage.module.css';
import { useBalanceInfoQuery } from '@/api/driver/account';

function Balance() {
  const { data, isError } = useBalanceInfoQuery();
  if (isError) return null;
  return <p className={styles.hint}>当前余额：{data ? formatMoney(data.availableBalance) : '…'}</p>;
}

function Setting({ plate }: { plate: BoundPlateItem }) {
  const ui = useFeedback();
  const labelId = useId();
  const [save, { isLoading }] = useSetAutoDeductMutation();
  const on = plate.autoDeduct === 1;
  const toggle = async () => {
    if (isLoading) return;
    try {
      const r = await save({ plateId: plate.plateId, autoDeduct: on ? 0 : 1 }).unwrap();
      ui.toast(r.autoDeduct === 1 ? '已开启自动扣费' : '已关闭自动扣费');
    } catch {
      // the catalogue toasts; the switch keeps the server's state
    }
  };
  // antd-mobile's Switch answers taps only: Space and Enter toggle it from the keyboard too.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    void toggle();
  };
  return (
    <>
      <Card>
        <div className={styles.switchCard}>
          <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} />
          <div className={styles.switchRow} onKeyDown={onKeyDown}>
            <span id={labelId} className={styles.switchLabel}>离场自动扣费</span>
            <Switch checked={on} loading={isLoading} onChange={() => void toggle()} tabIndex={0} aria-labelledby={labelId} />
          </div>
          <p className={styles.switchState} aria-live="polite">{isLoading ? '保存中…' : on ? '已开启' : '未开启'}</p>
          <Balance />
        </div>
      </Card>
      <section aria-labelledby={`${labelId}-explain`}>
        <CardList header={<h2 id={`${labelId}-explain`} className={styles.listTitle}>什么是自动扣费？</h2>}>
          <List.Item>开启后，该车辆驶离支持余额支付的停车场时，停车费自动从账户余额扣缴，无需手动缴费。</List.Item>
          <List.Item>余额不足时不会扣费，请在账单中手动缴费，以免产生欠费。</List.Item>
          <List.Item>扣费记录可在“缴费记录”中查看，可随时关闭。</List.Item>
          <List.Item>
            <Link className={styles.inlineLink} to={paths.balanceParks}>查看支持余额支付的停车场</Link>
          </List.Item>
        </CardList>
      </section>
    </>
  );
}

function Deduction({ plateId }: { plateId: string }) {
  const query = useBoundPlateQuery({ plateId });
  return (
    <QueryState query={query} loading="设置加载中" error="自动扣费设置加载失败">
      {(plate) => <Setting plate={plate} />}
    </QueryState>
  );
}

/** /orderDeduction?plateId: pay the plate's parking fee from the balance on exit (saved on the server). */
export function OrderDeductionPage() {
  const [params] = useSearchParams();
  const plateId = params.get('plateId');
  return (
    <Page title="自动扣费" fallback={paths.carManage}>
      <RequireDriver>
        {plateId ? <Deduction plateId={plateId} /> : (
          <Empty text="请先在“我的车辆”中选择要设置的车辆">
            <LinkButton to={paths.carManage} block={false}>选择车辆</LinkButton>
          </Empty>
        )}
      </RequireDriver>
    </Page>
  );
}
