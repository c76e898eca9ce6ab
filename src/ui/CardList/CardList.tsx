import { List, type ListProps } from 'antd-mobile';
import styles from './CardList.module.css';

export interface CardListProps extends Omit<ListProps, 'mode'> {
  /** Layout only (a margin, a grid place): the card's look is the kit's. */
  className?: string;
}

/**
 * An antd-mobile List as one of the page's white cards: flush with the page's side padding (no second margin, as
 * antd's card mode adds), rounded, no outer borders, its header inside the card above the rows. Every list that sits
 * on the page's grey as a card is one of these, nested in a form or a section or not, so no page restyles antd's List.
 */
export function CardList({ className, ...props }: CardListProps) {
  return <List {...props} className={className ? `${styles.card} ${className}` : styles.card} />;
}
