import { Tabs as AdmTabs, type TabsProps as AdmTabsProps } from 'antd-mobile';
import styles from './Tabs.module.css';

export interface TabsProps extends AdmTabsProps {
  /** The titles' type size: 'l' (default) for a page's own tabs, 'm' for tabs inside a card or beside a filter. */
  size?: 'm' | 'l';
}

/**
 * antd-mobile's Tabs with the kit's look: every tab a thumb high (its whole height is the target), titles on one
 * line, the chosen one bold as well as coloured (the colour alone would not say it). Same props and `Tabs.Tab`.
 */
function KitTabs({ size = 'l', className, ...props }: TabsProps) {
  return <AdmTabs {...props} className={[styles.tabs, size === 'm' ? styles.m : styles.l, className].filter(Boolean).join(' ')} />;
}

export const Tabs = Object.assign(KitTabs, { Tab: AdmTabs.Tab });
