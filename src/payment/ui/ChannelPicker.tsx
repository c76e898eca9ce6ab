import { List, Radio } from 'antd-mobile';
import { useId } from 'react';
import type { PayChannel } from '@/lib/wire';
import { formatMoney } from '@/lib/format';
import { LoadFailed, Loading } from '@/ui/states/States';
import type { ChannelOption, Channels } from './useChannels';
import './payment.css';

const MARK: Record<PayChannel, string> = { 2: '支', 3: '微', 6: '余' };

/** What the option says: its name and, for the balance, what is in it (and why it cannot be used). */
function OptionText({ option, balanceCents }: { option: ChannelOption; balanceCents: number | null }) {
  return (
    <span className="pay-channel">
      <span className={`pay-channel-mark pay-channel-mark--${option.payChannel}`} aria-hidden="true">
        {MARK[option.payChannel]}
      </span>
      <span className="pay-channel-name">
        <span className="pay-nowrap">{option.name}</span>
        {option.payChannel === 6 && balanceCents !== null && (
          <small className="pay-weak">
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
  const headingId = useId();
  if (channels.isLoading) return <Loading text="支付方式加载中…" lines={2} />;
  if (channels.isError) return <LoadFailed text={channels.errorMessage} onRetry={channels.refetch} />;
  if (!channels.options.length) {
    return (
      <p className="pay-notice" role="status">
        {channels.emptyText}
      </p>
    );
  }
  return (
    <div className="pay-choice" role="radiogroup" aria-labelledby={headingId}>
      <Radio.Group value={channels.channel} onChange={(v) => channels.choose(v as PayChannel)}>
        <List header={<span id={headingId}>支付方式</span>}>
          {channels.options.map((o) => (
            <List.Item key={o.payChannel}>
              <Radio block value={o.payChannel} disabled={!!o.disabledReason}>
                <OptionText option={o} balanceCents={channels.balanceCents} />
              </Radio>
            </List.Item>
          ))}
        </List>
      </Radio.Group>
    </div>
  );
}
