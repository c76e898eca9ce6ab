import { List } from 'antd-mobile';
import type { Withdrawal } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { UNKNOWN } from '@/lib/schema';
import { DetailRow } from '@/payment/ui/DetailRow';
import { ResultView } from '@/ui/ResultView';
import { detailUrl, homeUrl, type WalletArea } from '../area';
import styles from './WithdrawalOutcome.module.css';

function Facts({ w }: { w: Withdrawal }) {
  return (
    <List header="提现信息" className={styles.list} style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0', '--padding-right': '0' }}>
      <DetailRow label="状态">{w.stateText}</DetailRow>
      <DetailRow label="提现金额">{formatMoney(w.amountCents)}</DetailRow>
      <DetailRow label="手续费">{w.feeCents > 0 ? formatMoney(w.feeCents) : '免手续费'}</DetailRow>
      <DetailRow label="实际到账">
        <strong className={styles.money}>{formatMoney(w.arrivalCents)}</strong>
      </DetailRow>
      {w.parts.map((p) => (
        <DetailRow key={p.topUpNo} label="原路退回至">
          {p.channelName} {formatMoney(p.arrivalCents)}
        </DetailRow>
      ))}
      <DetailRow label="申请时间">{formatDateTime(w.createTime)}</DetailRow>
      {w.state === 1 && <DetailRow label="预计到账">{formatDateTime(w.expectedArrivalTime)}前</DetailRow>}
      {w.finishTime && <DetailRow label={w.state === 2 ? '到账时间' : '处理时间'}>{formatDateTime(w.finishTime)}</DetailRow>}
      {w.state === 3 && <DetailRow label="资金去向">已退回钱包，可重新提现</DetailRow>}
      <DetailRow label="提现单号">{w.withdrawNo}</DetailRow>
    </List>
  );
}

/** A withdrawal's state as its result page and its detail say it: on its way (and by when), arrived, or failed and why. */
export function WithdrawalOutcome({ area, withdrawal: w, walletId }: { area: WalletArea; withdrawal: Withdrawal; walletId: string | undefined }) {
  const done = { text: '完成', to: homeUrl(area, walletId) };
  const detail = { text: '查看明细', to: detailUrl(area, { walletId, type: 'withdrawal' }) };
  if (w.state === 2) {
    return (
      <ResultView outcome="success" title="提现已到账" description={`${formatMoney(w.arrivalCents)}已原路退回`} primary={done} secondary={detail}>
        <Facts w={w} />
      </ResultView>
    );
  }
  if (w.state === UNKNOWN) {
    return (
      <ResultView outcome="pending" title="提现状态未知" description={w.stateText} primary={done} secondary={detail}>
        <Facts w={w} />
      </ResultView>
    );
  }
  if (w.state === 3) {
    return (
      <ResultView outcome="failure" title="提现失败" description={w.failReason ?? '提现未成功，资金已退回钱包'} primary={done} secondary={detail}>
        <Facts w={w} />
      </ResultView>
    );
  }
  return (
    <ResultView outcome="pending" title="提现申请已提交" description={`预计${formatDateTime(w.expectedArrivalTime)}前原路退回到账`} primary={done} secondary={detail}>
      <Facts w={w} />
    </ResultView>
  );
}
