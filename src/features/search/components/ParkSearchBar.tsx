import { Button, ConfigProvider, SearchBar } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { KEYWORD_MAX } from '../links';

/** antd-mobile names its search box from the locale ('搜索框'); here it says what to type. */
const locale = { ...zhCN, SearchBar: { name: '停车场名称' } };

interface Props {
  value: string;
  onChange(text: string): void;
  onSearch(text: string): void;
  autoFocus?: boolean;
}

/** The park-name search box with a visible 搜索 (Enter searches too). */
export function ParkSearchBar({ value, onChange, onSearch, autoFocus }: Props) {
  return (
    <div className="search-bar" role="search">
      <ConfigProvider locale={locale}>
        <SearchBar
          className="search-input"
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
      <Button className="search-submit" color="primary" shape="rounded" size="small" onClick={() => onSearch(value)}>
        搜索
      </Button>
    </div>
  );
}
