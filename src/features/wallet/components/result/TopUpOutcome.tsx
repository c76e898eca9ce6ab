import { List } from 'antd-mobile';
import type { TopUpResult } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { CHANNEL_NAMES } from '@/payment/channels';
import { DetailRow } from '@/payment/ui/DetailRow';
import { PendingPaymentResult } from '@/ui/PendingPaymentResult';
import { ResultView, type ResultAction } from '@/ui/ResultView';
import { detailUrl, homeUrl, type WalletArea } from '../area';
import type { TopUpView } from './topUpView';
import styles from './TopUpOutcome.module.css';

/** What was topped up, into which wallet, how and when, and what the wallet holds now. */
function Facts({ t, paid }: { t: TopUpResult; paid: boolean }) {
  return (
    <List header="充值信息" className={styles.list} style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0', '--padding-right': '0' }}>
      <DetailRow label="充值金额">{formatMoney(t.amountCents)}</DetailRow>
      {t.giftCents > 0 && <DetailRow label="赠送金额">{formatMoney(t.giftCents)}</DetailRow>}
      <DetailRow label="充值到">{t.walletName}</DetailRow>
      <DetailRow label="支付方式">{CHANNEL_NAMES[t.payChannel]}</DetailRow>
      {t.payTime && <DetailRow label="支付时间">{formatDateTime(t.payTime)}</DetailRow>}
      <DetailRow label="充值单号">{t.topUpNo}</DetailRow>
      {paid && (
        <DetailRow label="当前余额">
          <strong className={styles.money}>{formatMoney(t.balanceCents)}</strong>
        </DetailRow>
      )}
    </List>
  );
}

interface Props {
  area: WalletArea;
  view: TopUpView;
  topUp: TopUpResult;
  walletId: string | undefined;
  /** 重新查询: the server is asked about the payment again. */
  onRecheck: () => void;
  rechecking: boolean;
}

/** Each outcome in the driver's words, with the one thing to do next. */
export function TopUpOutcome({ area, view, topUp: t, walletId, onRecheck, rechecking }: Props) {
  const done: ResultAction = { text: '完成', to: homeUrl(area, walletId) };
  const again: ResultAction = { text: '重新充值', to: homeUrl(area, walletId) };
  const detail: ResultAction = { text: '查看明细', to: detailUrl(area, { walletId }) };
  switch (view) {
    case 'paid':
      return (
        <ResultView
          outcome="success"
          title="充值成功"
          description={t.giftCents > 0 ? `${formatMoney(t.amountCents)}及赠送的${formatMoney(t.giftCents)}已到账` : `${formatMoney(t.amountCents)}已到账`}
          primary={done}
          secondary={detail}
        >
          <Facts t={t} paid />
        </ResultView>
      );
    case 'waiting':
    case 'pending':
      return (
        <PendingPaymentResult checking={view === 'waiting'} onRecheck={onRecheck} rechecking={rechecking} secondary={done}>
          {view === 'pending' && <Facts t={t} paid={false} />}
        </PendingPaymentResult>
      );
    case 'failed':
      return <ResultView outcome="failure" title="支付失败" description="本次充值未成功，钱包余额未变化，请重新充值" primary={again} />;
    case 'cancelled':
      return <ResultView outcome="cancelled" title="支付已取消" description="您已取消本次充值，钱包余额未变化" primary={again} secondary={{ text: '重新查询', onClick: onRecheck, loading: rechecking }} />;
    case 'closed':
      return <ResultView outcome="cancelled" title="充值订单已关闭" description="订单已取消或超时未支付，钱包余额未变化" primary={again} />;
    case 'unknown':
      return (
        <ResultView outcome="pending" title="充值状态未知" description={t.stateText} primary={{ text: '重新查询', onClick: onRecheck, loading: rechecking }} secondary={done}>
          <Facts t={t} paid={false} />
        </ResultView>
      );
  }
}
