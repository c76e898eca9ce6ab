import { Children, isValidElement, useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabProps {
  /** What the tab says. The tab's React `key` is the value `onChange` gets. */
  title: ReactNode;
}

/** One tab: `<Tabs.Tab key="unused" title="未使用" />`. Tabs draws it; alone it draws nothing. */
function Tab(_props: TabProps): null {
  return null;
}

export interface TabsProps {
  /** The chosen tab's key; without it the tabs keep their own choice, starting at `defaultActiveKey` or the first. */
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** The titles' type size: 'l' (default) for a page's own tabs, 'm' for tabs inside a card or beside a filter. */
  size?: 'm' | 'l';
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

interface TabItem {
  key: string;
  title: ReactNode;
}

function itemsOf(children: ReactNode): TabItem[] {
  const items: TabItem[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement(child) && child.key !== null) items.push({ key: String(child.key), title: (child as ReactElement<TabProps>).props.title });
  });
  return items;
}

/**
 * A row of tabs: role tablist of buttons, the chosen one selected, bold and underlined (the colour alone would not
 * say it), each a thumb high. One tab in the Tab order; Left/Right (and Home/End) move to a tab and choose it. The
 * row scrolls sideways when its titles do not fit and brings the chosen one into view; in 长辈模式 they wrap instead.
 *
 * The kit's own rather than antd-mobile's: that one measured every tab in the commit that drew it, to slide its line
 * (a forced layout, about 30 ms at 4× CPU on the sign-in page a menu tap opens), and ran a spring animation besides.
 * Here the line is the chosen tab's own, drawn by CSS.
 */
function KitTabs({ activeKey, defaultActiveKey, onChange, size = 'l', className, children, 'aria-label': label }: TabsProps) {
  const items = itemsOf(children);
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const chosen = activeKey ?? ownKey;
  // The one tab in the Tab order: the chosen one, or the first when the key names none (the row stays reachable).
  const reachable = items.some((item) => item.key === chosen) ? chosen : items[0]?.key;
  const row = useRef<HTMLDivElement>(null);
  const drawn = useRef(false);

  useEffect(() => {
    // A long row shows its chosen tab. Read in the next frame, not in React's commit: the frame lays the page out
    // then anyway, a moment later. On a first draw only if the row is too long (a page brought back to where the
    // driver had scrolled must not be pulled up to its tabs).
    const frame = requestAnimationFrame(() => {
      const list = row.current;
      if (!list || (!drawn.current && list.scrollWidth <= list.clientWidth)) return;
      list.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    drawn.current = true;
    return () => cancelAnimationFrame(frame);
  }, [chosen]);

  function choose(key: string) {
    if (key === chosen) return;
    setOwnKey(key);
    onChange?.(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = items.findIndex((item) => item.key === chosen);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    const index = (next + items.length) % items.length;
    const target = items[index];
    if (!target) return;
    row.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
    choose(target.key);
  }

  return (
    <div ref={row} role="tablist" aria-label={label} className={[styles.tabs, styles[size], className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === chosen}
          tabIndex={item.key === reachable ? 0 : -1}
          className={styles.tab}
          onClick={() => choose(item.key)}
        >
          {item.title}
        </button>
      ))}
    </div>
  );
}

export const Tabs = Object.assign(KitTabs, { Tab });
