import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { CardList } from '../CardList';
import styles from './ChoiceLink.module.css';

export interface ChoiceLinkProps {
  /** The page to choose on (with the way back in its address). */
  to: string;
  /** What is chosen there (优惠券), kept on one line. */
  label: string;
  /** What is chosen now, or how many there are to choose from ('-5.00元（停车券）', '2张可用', '暂无可用'). */
  value: string;
  /** `value` is a choice that takes money off: drawn in the price colour. */
  chosen?: boolean;
  /** Under the label: when the choice applies. */
  description?: ReactNode;
  /** The card is a region named by `label` (when it holds more than the row). */
  region?: boolean;
  /** Under the row, inside the card: a notice about the choice. */
  children?: ReactNode;
}

/**
 * A choice made on another page, as one card with one row that opens that page: the label, what is chosen now (it
 * wraps at the row's end, never mid-word), an arrow. The whole row is the link, so its name is all it says.
 */
export function ChoiceLink({ to, label, value, chosen = false, description, region = false, children }: ChoiceLinkProps) {
  const Card = region ? 'section' : 'div';
  return (
    <Card className={styles.card} aria-label={region ? label : undefined}>
      <CardList style={{ '--extra-max-width': '75%' }}>
        <Link to={to} className={styles.rowLink}>
          <List.Item arrow description={description} extra={<span className={chosen ? `${styles.value} ${styles.chosen}` : styles.value}>{value}</span>}>
            <span className={styles.label}>{label}</span>
          </List.Item>
        </Link>
      </CardList>
      {children}
    </Card>
  );
}
