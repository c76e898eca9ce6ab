import { Tag } from 'antd-mobile';
import { Link } from 'react-router-dom';
import type { Wallet } from '@/api/driver/types';
import { formatMoney } from '@/lib/format';
import { cashUrl, detailUrl } from '../area';
import './wallets.css';

const USE: Record<Wallet['walletType'], string> = { 1: '停车缴费、充电均可使用', 2: '仅限充电使用' };

/**
 * The driver's own wallets, the default one marked. Each can be chosen for the top-up below (充值, which says
 * whether it is the one chosen), withdrawn from and looked into.
 */
export function WalletCards({ wallets, chosen, onChoose }: { wallets: Wallet[]; chosen: string | null; onChoose: (walletId: string) => void }) {
  return (
    <section aria-labelledby="wl-mine" className="wl-section">
      <h2 className="wl-section-title" id="wl-mine">
        我的钱包
      </h2>
      <ul className="wl-list">
        {wallets.map((w) => {
          const on = w.walletId === chosen;
          return (
            <li key={w.walletId} className={`wl-wallet${on ? ' wl-wallet--on' : ''}`}>
              <div className="wl-wallet-head">
                <h3 className="wl-wallet-name">{w.walletName}</h3>
                {w.isDefault && (
                  <Tag color="primary" fill="outline">
                    默认
                  </Tag>
                )}
              </div>
              <p className="wl-weak">{USE[w.walletType]}</p>
              <p className="wl-balance">
                <span className="wl-weak">余额 </span>
                <strong>{formatMoney(w.balance)}</strong>
              </p>
              <div className="wl-actions">
                <button type="button" className="wl-action wl-action--main" aria-pressed={on} onClick={() => onChoose(w.walletId)}>
                  {on ? '充值（已选）' : '充值'}
                </button>
                <Link className="wl-action" to={cashUrl('wallet', w.walletId)} aria-label={`${w.walletName} 提现`}>
                  提现
                </Link>
                <Link className="wl-action" to={detailUrl('wallet', { walletId: w.walletId })} aria-label={`${w.walletName} 明细`}>
                  明细
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
