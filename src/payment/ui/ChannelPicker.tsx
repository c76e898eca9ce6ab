import { useId } from 'react';
import type { PayChannel } from '@/lib/wire';
import { formatMoney } from '@/lib/format';
import { ChoiceRadios } from '@/ui/form';
import { LoadFailed, Loading } from '@/ui/states/States';
import type { ChannelOption, Channels } from './useChannels';
import styles from './ChannelPicker.module.css';

const MARK: Record<PayChannel, string> = { 2: '支', 3: '微', 6: '余' };
const MARK_LOOK: Record<PayChannel, string> = { 2: styles.channelMark2, 3: styles.channelMark3, 6: styles.channelMark6 };

/** What the option says: its name and, for the balance, what is in it (and why it cannot be used). */
function OptionText({ option, balanceCents }: { option: ChannelOption; balanceCents: number | null }) {
  return (
    <span className={styles.channel}>
      <span className={`${styles.channelMark} ${MARK_LOOK[option.payChannel]}`} aria-hidden="true">
        {MARK[option.payChannel]}
      </span>
      <span className={styles.channelName}>
        <span className={styles.nowrap}>{option.name}</span>
        {option.payChannel === 6 && balanceCents !== null && (
          <small className={styles.weak}>
            （可用余额 {formatMoney(balanceCents)}
            {option.disabledReason ? `，${option.disabledReason}` : ''}）
          </small>
        )}
      </span>
    </span>
  );
}

/**
 * The pay channels as one radio group: each row is a radio whose name is what the row says (the balance with
 * what is in it). A channel that cannot pay this amount (余额不足) stays visible, disabled.
 */
export function ChannelPicker({ channels }: { channels: Channels }) {
  const groupId = useId();
  if (channels.isLoading) return <Loading text="支付方式加载中…" lines={2} />;
  if (channels.isError) return <LoadFailed text={channels.errorMessage} onRetry={channels.refetch} error={channels.error} />;
  if (!channels.options.length) {
    return (
      <p className={styles.notice} role="status">
        {channels.emptyText}
      </p>
    );
  }
  return (
    <div className={styles.box}>
      <ChoiceRadios
        id={`pay-channel-${groupId}`}
        legend="支付方式"
        iconEnd
        choices={channels.options.map((o) => ({
          value: String(o.payChannel),
          label: <OptionText option={o} balanceCents={channels.balanceCents} />,
          disabled: !!o.disabledReason,
        }))}
        value={channels.channel === null ? '' : String(channels.channel)}
        onChange={(v) => channels.choose(Number(v) as PayChannel)}
      />
    </div>
  );
}
