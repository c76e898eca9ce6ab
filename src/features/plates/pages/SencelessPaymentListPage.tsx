import { Button, Card } from 'antd-mobile';
import { useState } from 'react';
import { useTerminateWithholdMutation, useWithholdContractsQuery } from '@/api/driver/plates';
import type { WithholdContract, WithholdContractList } from '@/api/driver/plates.types';
import { paths } from '@/lib/paths';
import { usePlatform } from '@/platform/PlatformContext';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { RequireDriver } from '@/ui/RequireDriver';
import { StateTag } from '@/ui/StateTag';
import { WithholdUnsupported } from '../components/WithholdUnsupported';
import styles from './SencelessPaymentListPage.module.css';

function ContractCard({ contract: c, busy, onEnd }: { contract: WithholdContract; busy: boolean; onEnd: () => void }) {
  return (
    <li>
      {/* An ended contract is told by its tag (已解约): a card on the page's grey would vanish, fading it would take
          its text below 4.5:1. */}
      <Card>
        <div className={styles.contractHead}>
          <PlateBadge plateNo={c.plateNo} plateColor={c.plateColor} />
          <StateTag tone={c.state === 1 ? 'primary' : 'default'} solid={c.state === 1}>{c.stateText}</StateTag>
        </div>
        <p className={styles.contractLine}>{c.channelName}</p>
        <p className={`${styles.contractLine} ${styles.hint}`}>
          签约时间 {c.signTime}
          {c.terminateTime && <><br />解约时间 {c.terminateTime}</>}
        </p>
        {c.state === 1 && (
          <Button fill="none" color="danger" size="small" className={styles.rowButton} loading={busy} loadingText="解约中…" onClick={onEnd}
            aria-label={`解除${c.plateNo}的签约`}>
            解除签约
          </Button>
        )}
      </Card>
    </li>
  );
}

function Contracts({ data }: { data: WithholdContractList }) {
  const ui = useFeedback();
  const [terminate] = useTerminateWithholdMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const end = async (c: WithholdContract) => {
    if (busy) return;
    const choice = await ui.dialog({
      title: '解除签约',
      content: `确定解除${c.formatPlateNo}的${c.channelName}签约吗？解约后离场需手动缴费。`,
      actions: [
        { key: 'cancel', text: '取消' },
        { key: 'ok', text: '解除签约', primary: true },
      ],
      safeKey: 'cancel',
    });
    if (choice !== 'ok') return;
    setBusy(c.contractId);
    try {
      await terminate({ contractId: c.contractId }).unwrap();
      ui.toast('已解除签约');
    } catch {
      // the catalogue toasts
    } finally {
      setBusy(null);
    }
  };

  const addLink = <LinkButton solid to={paths.sencelessPayment}>开通无感支付</LinkButton>;
  if (data.results.length === 0) return <Empty text="暂未开通无感支付">{addLink}</Empty>;
  return (
    <>
      <ul className={styles.plates} aria-label="无感支付签约">
        {data.results.map((c) => (
          <ContractCard key={c.contractId} contract={c} busy={busy === c.contractId} onEnd={() => void end(c)} />
        ))}
      </ul>
      {addLink}
    </>
  );
}

function ContractList() {
  const query = useWithholdContractsQuery();
  return (
    <QueryState query={query} loading="签约加载中" error="无感支付签约加载失败">
      {(data) => <Contracts data={data} />}
    </QueryState>
  );
}

/** /sencelessPaymentList: the driver's withholding contracts; terminate one (confirmed). Not in Alipay-type clients. */
export function SencelessPaymentListPage() {
  const { clientType } = usePlatform();
  return (
    <Page title="无感支付">
      {clientType === 3 ? <WithholdUnsupported /> : (
        <RequireDriver>
          <ContractList />
        </RequireDriver>
      )}
    </Page>
  );
}
