import { Link } from 'react-router-dom';
import type { WalletMovement } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import type { WalletArea } from '../area';
import { orderLinkOf } from './orderLink';
import './movements.css';

const STATE_CLASS: Record<WalletMovement['state'], string> = { 1: '', 2: ' mv-state--busy', 3: ' mv-state--failed' };

/** One movement: what it was, when, the signed amount, its state where it is not simply done, and its order. */
export function MovementRow({ movement: m, area, walletId }: { movement: WalletMovement; area: WalletArea; walletId: string | undefined }) {
  const to = orderLinkOf(m, area, walletId);
  const numbers = m.orderNos.join('、');
  return (
    <div className="mv-row">
      <p className="mv-line">
        <span className="mv-title">{m.title}</span>
        <span className={`mv-amount${m.amountCents > 0 ? ' mv-amount--in' : ''}`}>
          {m.amountCents > 0 ? '+' : ''}
          {formatMoney(m.amountCents)}
        </span>
      </p>
      <p className="mv-line mv-weak">
        <span>
          {m.typeText} · {formatDateTime(m.time)}
        </span>
        {m.state !== 1 || m.type === 'withdrawal' ? <span className={`mv-state${STATE_CLASS[m.state]}`}>{m.stateText}</span> : null}
      </p>
      {numbers && (
        <p className="mv-line mv-weak">
          <span className="mv-order">单号 {numbers}</span>
          {to && (
            <Link className="mv-link" to={to} aria-label={`查看订单 ${m.orderNos[0] ?? ''}`}>
              查看订单
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
