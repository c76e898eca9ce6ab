import { Button, ConfigProvider, SearchBar } from 'antd-mobile';
import type { CSSProperties } from 'react';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { KEYWORD_MAX } from '../links';
import styles from './ParkSearchBar.module.css';

/** antd-mobile names its search box from the locale ('搜索框'); here it says what to type. */
const locale = { ...zhCN, SearchBar: { name: '停车场名称' } };

/**
 * The box through antd-mobile's variables: a thumb high, round, white on the page; its text one step larger (the
 * input's size is --adm-font-size-7, read from here down).
 */
const BOX = {
  '--height': 'var(--app-touch)',
  '--border-radius': 'var(--app-radius-pill)',
  '--background': 'var(--app-color-box)',
  '--adm-font-size-7': 'var(--app-font-l)',
} as CSSProperties;

interface Props {
  value: string;
  onChange(text: string): void;
  onSearch(text: string): void;
  autoFocus?: boolean;
}

/** The park-name search box with a visible 搜索 (Enter searches too). */
export function ParkSearchBar({ value, onChange, onSearch, autoFocus }: Props) {
  return (
    <div className={styles.bar} role="search">
      <ConfigProvider locale={locale}>
        <SearchBar
          className={styles.input}
          style={BOX}
          placeholder="请输入停车场名称"
          maxLength={KEYWORD_MAX}
          autoFocus={autoFocus}
          // antd-mobile's clear icon is a div with aria-label and no role or focus (an axe violation); the
          // search input's own clear (type=search) stays.
          clearable={false}
          value={value}
          onChange={onChange}
          onSearch={onSearch}
        />
      </ConfigProvider>
      <Button className={styles.submit} color="primary" shape="rounded" size="small" onClick={() => onSearch(value)}>
        搜索
      </Button>
    </div>
  );
}
