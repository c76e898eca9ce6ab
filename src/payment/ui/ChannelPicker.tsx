import type { PayChannel } from '@/api/types/envelope';
import { formatMoney } from '@/lib/format';
import type { Channels } from './useChannels';

/** The pay channels as a radio group; the balance shows what is in it. */
export function ChannelPicker({ channels }: { channels: Channels }) {
  if (channels.isLoading) return <p className="pp-muted" role="status">支付方式加载中…</p>;
  if (channels.isError) {
    return (
      <div className="pp-card pp-inline-error" role="alert">
        <span>{channels.errorMessage}</span>
        <button type="button" className="pp-link-btn" onClick={channels.refetch}>
          重试
        </button>
      </div>
    );
  }
  if (!channels.options.length) return <p className="pp-notice" role="status">{channels.emptyText}</p>;
  return (
    <fieldset className="pp-card pp-channels">
      <legend className="pp-card-title">支付方式</legend>
      {channels.options.map((o) => (
        <label key={o.payChannel} className={`pp-channel pp-channel--${o.payChannel}${o.disabledReason ? ' is-disabled' : ''}`}>
          <span className="pp-channel-icon" aria-hidden="true">{o.payChannel === 3 ? '微' : o.payChannel === 2 ? '支' : '余'}</span>
          <span className="pp-channel-name">
            {o.name}
            {o.payChannel === 6 && channels.balanceCents !== null && (
              <small className="pp-muted">（可用余额 {formatMoney(channels.balanceCents)}{o.disabledReason ? `，${o.disabledReason}` : ''}）</small>
            )}
          </span>
          <input
            type="radio"
            name="payChannel"
            value={o.payChannel}
            checked={channels.channel === o.payChannel}
            disabled={!!o.disabledReason}
            onChange={() => channels.choose(o.payChannel as PayChannel)}
          />
        </label>
      ))}
    </fieldset>
  );
}
