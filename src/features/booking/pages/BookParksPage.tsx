import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { LotsByName, NearbyLots } from '../components/LotLists';
import styles from './BookParksPage.module.css';

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (k: string) => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className={`${styles.search} ${styles.card}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        停车场名称
      </label>
      <Input id={id} value={text} onChange={setText} placeholder="输入停车场名称" clearable maxLength={30} enterKeyHint="search" />
      <Button className={styles.searchButton} style={{ minHeight: 36, padding: '0 var(--app-space-l)' }} type="submit" color="primary" size="small" shape="rounded">
        搜索
      </Button>
    </form>
  );
}

/**
 * /bookParks/index (?keyword): the lots that take bookings, nearest first, or by name; each opens its booking page.
 * Visitors may look; booking asks them to sign in.
 */
export function BookParksPage() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword')?.trim() ?? '';
  return (
    <Page title="预约车位" fallback={paths.home}>
      <div className={styles.stack}>
        <SearchForm initial={keyword} onSearch={(k) => setSearch(k ? { keyword: k } : {}, { replace: true })} />
        <ul className={styles.shortcuts} aria-label="我的预约">
          <li>
            <Link to={paths.bookRecord}>预约记录</Link>
          </li>
          <li>
            <Link to={paths.lockControl}>车位锁</Link>
          </li>
        </ul>
        {keyword ? <LotsByName keyword={keyword} /> : <NearbyLots />}
      </div>
    </Page>
  );
}
