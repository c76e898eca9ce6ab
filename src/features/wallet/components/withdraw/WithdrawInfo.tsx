import type { WithdrawPreview } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import styles from './WithdrawInfo.module.css';

/** What may be withdrawn now and why not more (gifts stay), with today's count left. */
export function WithdrawSummary({ preview }: { preview: WithdrawPreview }) {
  return (
    <section className={styles.summary} aria-labelledby="wd-can">
      <h2 className={styles.label} id="wd-can">
        可提现金额
      </h2>
      <p className={styles.amount}>{formatMoney(preview.withdrawableCents)}</p>
      <p className={styles.weak}>
        余额 {formatMoney(preview.balanceCents)}
        {preview.giftCents > 0 ? `，其中赠送 ${formatMoney(preview.giftCents)} 不可提现` : ''}
      </p>
    </section>
  );
}

/** The rules, stated before the driver types anything. */
export function WithdrawRules({ preview }: { preview: WithdrawPreview }) {
  const left = Math.max(0, preview.dailyCount - preview.usedToday);
  return (
    <section className={styles.rules} aria-labelledby="wd-rules">
      <h2 className={styles.rulesTitle} id="wd-rules">
        提现说明
      </h2>
      <ul>
        <li>
          单笔{formatMoney(preview.minCents)}至{formatMoney(Math.max(preview.minCents, preview.maxCents))}，每天最多{preview.dailyCount}次，今日还可提现{left}次
        </li>
        <li>{preview.feeRule}</li>
        <li>{preview.arrivalRule}</li>
        <li>只有充值所得可以提现，充值赠送的金额可用于消费，不可提现</li>
      </ul>
    </section>
  );
}
