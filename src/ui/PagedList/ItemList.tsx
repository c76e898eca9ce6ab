import type { Key, ReactNode } from 'react';
import styles from './PagedList.module.css';

export interface ItemListProps<Item> {
  items: Item[];
  /** The list's name, so a screen reader says what it lists and how many. */
  label: string;
  itemKey: (item: Item) => Key;
  renderItem: (item: Item) => ReactNode;
  /** Items drawn as cards on the page grey (default), or bare for callers that draw their own rows. */
  variant?: 'cards' | 'plain';
}

/** The items of a list as PagedList draws them, for a list that has no pages (a copy kept on the phone). */
export function ItemList<Item>({ items, label, itemKey, renderItem, variant = 'cards' }: ItemListProps<Item>) {
  return (
    <ul className={`${styles.list} ${styles[variant]}`} aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)} className={styles.item}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
