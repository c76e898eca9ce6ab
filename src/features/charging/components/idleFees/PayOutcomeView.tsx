import { List } from 'antd-mobile';
import type { OccupyBillDetail } from '@/api/cps/occupy.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { CHANNEL_NAMES } from '@/payment/channels';
import type { PaymentEntry } from '@/payment/types';
import { DetailRow } from '@/payment/ui/DetailRow';
import { PendingPaymentResult } from '@/ui/PendingPaymentResult';
import { ResultView, type ResultAction } from '@/ui/ResultView';
import styles from './PayOutcomeView.module.css';

/** How a payment of a fee stands for the driver, from this client's payment and the fee on the server. */
export type PayView = 'paid' | 'waived' | 'waiting' | 'pending' | 'failed' | 'cancelled' | 'unpaid';

/**
 * The server's fee decides once it is paid or waived; before that this client's payment says how it went; opened
 * cold (a reload, the cashier's way back once nothing is in flight) the fee alone says whether it was paid.
 */
export function payViewOf(entry: PaymentEntry | undefined, fee: OccupyBillDetail): PayView {
  if (fee.state === 2) return 'paid';
  if (fee.state === 3) return 'waived';
  switch (entry?.status) {
    case 'paid':
      // Paid on the server by the order it was asked about; the fee it changed is being asked for again.
      return 'paid';
    case 'creating':
    case 'paying':
    case 'confirming':
      return 'waiting';
    case 'pending':
      return 'pending';
    case 'cancelled':
      return 'cancelled';
    case 'failed':
    case 'error':
      return 'failed';
    default:
      return 'unpaid';
  }
}

/** What was paid, for which fee, how and when. */
function Paid({ fee, entry }: { fee: OccupyBillDetail; entry: PaymentEntry | undefined }) {
  const channel = fee.payChannel ?? entry?.channel ?? null;
  return (
    // Inside the result's card, which already keeps its text off the edge: the rows take no second indent.
    <List header="支付信息" className={styles.list} style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0', '--padding-right': '0' }}>
      <DetailRow label="支付金额">
        <span className={styles.money}>{formatMoney(entry?.amountCents ?? fee.feeCents)}</span>
      </DetailRow>
      {channel && <DetailRow label="支付方式">{CHANNEL_NAMES[channel]}</DetailRow>}
      {fee.payTime && <DetailRow label="支付时间">{formatDateTime(fee.payTime)}</DetailRow>}
      <DetailRow label="充电站">{fee.stationName}</DetailRow>
      <DetailRow label="占位费单号">{fee.occupyOrderNo}</DetailRow>
    </List>
  );
}

interface Props {
  view: PayView;
  fee: OccupyBillDetail;
  entry: PaymentEntry | undefined;
  /** 重新查询 of a payment the server had no answer for in time. */
  onRecheck: () => void;
  /** Asks the server for the fee again (opened cold and not paid yet). */
  onReload: () => void;
  reloading: boolean;
}

/** Each outcome in the driver's words, with the one thing to do next: charge again, pay again, or ask again. */
export function PayOutcomeView({ view, fee, entry, onRecheck, onReload, reloading }: Props) {
  const bill: ResultAction = { text: '查看账单', to: href(paths.occupyBillDetail, { occupyOrderNo: fee.occupyOrderNo }) };
  const payAgain: ResultAction = { ...bill, text: '返回重新支付' };
  // Back to the pile the fee's charge used: the driver standing at it need not type or scan it again.
  const charge: ResultAction = { text: '继续充电', to: fee.pileCode ? href(paths.chargingPage, { pileCode: fee.pileCode, gunNo: fee.gunNo ?? undefined }) : paths.chargingPage };
  switch (view) {
    case 'paid':
      return (
        <ResultView outcome="success" title="占位费已支付" description="现在可以开始新的充电了" primary={charge} secondary={bill}>
          <Paid fee={fee} entry={entry} />
        </ResultView>
      );
    case 'waived':
      return <ResultView outcome="success" title="该占位费已免除" description="无需支付，可以开始新的充电" primary={charge} secondary={bill} />;
    case 'waiting':
    case 'pending':
      return <PendingPaymentResult checking={view === 'waiting'} onRecheck={onRecheck} secondary={bill} />;
    case 'failed':
      return <ResultView outcome="failure" title="支付失败" description={entry?.message || '支付未完成，占位费仍待支付，请返回重新支付'} primary={payAgain} />;
    case 'cancelled':
      return <ResultView outcome="cancelled" title="支付已取消" description="您已取消本次支付，占位费仍待支付" primary={payAgain} />;
    case 'unpaid':
      return (
        <ResultView
          outcome="cancelled"
          title="占位费尚未支付"
          description={fee.accruing ? '车辆仍占用充电车位，驶离车位结算后再支付' : '未查询到该占位费的支付。如您刚完成支付，请稍后重新查询，请勿重复支付'}
          primary={{ ...payAgain, text: '返回支付' }}
          secondary={{ text: '重新查询', onClick: onReload, loading: reloading }}
        />
      );
  }
}
