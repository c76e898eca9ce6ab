import { Card } from 'antd-mobile';
import { Link } from '@/ui/Link';
import type { ChargingCard } from '@/api/cps/vins.types';
import { formatYuan } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { cardTail, formatCardNo } from './cardNumber';
import styles from './CardItem.module.css';

/** One charging card: its number (a heading), the balance in yuan, the last update and the way to its password. */
export function CardItem({ card }: { card: ChargingCard }) {
  return (
    <li>
      <Card>
        <div className={styles.itemHead}>
          <span className={styles.label}>充电卡号</span>
          <span className={styles.label}>最近更新 {formatDateTime(card.updatedAt)}</span>
        </div>
        <h2 className={styles.vin}>{formatCardNo(card.cardNo)}</h2>
        <p className={styles.balance}>
          余额 <strong>{formatYuan(card.balanceCents)}</strong> 元
        </p>
        <div className={styles.actions}>
          <Link className={styles.cardLink} to={href(paths.changeCardPassword, { cardNo: card.cardNo })} aria-label={`修改密码（尾号${cardTail(card.cardNo)}的充电卡）`}>
            修改密码
          </Link>
        </div>
      </Card>
    </li>
  );
}
