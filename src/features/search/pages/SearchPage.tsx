import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/ui/Link';
import type { ParkBrief } from '@/api/dealer/types';
import { href, paths } from '@/lib/paths';
import { readStored } from '@/session/storage';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { ParkSearchBar } from '../components/ParkSearchBar';
import { mapUrlFor, searchEntries } from '../links';
import { addRecent, clearRecent, readRecent } from '../recentSearches';
import { useDebounced } from '../useDebounced';
import styles from './SearchPage.module.css';
import { useParkNameSuggestionsQuery } from '@/api/dealer/lots';

export const SUGGEST_DEBOUNCE_MS = 300;

function Suggestions({ items, onOpen }: { items: ParkBrief[]; onOpen(p: ParkBrief): void }) {
  return (
    <ul className={styles.rows} aria-label="联想结果">
      {items.map((p) => (
        <li key={p.parkId} className={styles.rowItem}>
          <button type="button" className={styles.row} onClick={() => onOpen(p)}>
            <span className={styles.rowName}>{p.parkName}</span>
            <span className={styles.rowAddr}>{p.parkAddr}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /searchPage: type a park name. Suggestions (dealer parksByName) follow the typing after a 300 ms pause;
 * answers for an older keyword are never shown. Recent searches are remembered on the phone.
 */
export function SearchPage() {
  const navigate = useNavigate();
  const ui = useFeedback();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecent);
  const keyword = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const [cityName] = useState(() => readStored('locationCity'));
  const suggestions = useParkNameSuggestionsQuery(keyword ? { parkName: keyword, ...(cityName ? { cityName } : {}) } : skipToken);
  // currentData belongs to this keyword only: a slow answer for an older one never shows.
  const shown: ParkBrief[] | undefined = keyword === text.trim() ? suggestions.currentData : undefined;

  const search = (k: string) => {
    const kw = k.trim();
    if (!kw) {
      ui.toast('请输入停车场名称');
      return;
    }
    setRecent(addRecent(kw));
    navigate(href(paths.search, { keyword: kw }));
  };
  const openPark = (p: ParkBrief) => {
    setRecent(addRecent(p.parkName));
    navigate(mapUrlFor(p));
  };

  const entries = searchEntries(text);
  return (
    <Page title="搜索停车场">
      <ParkSearchBar value={text} onChange={setText} onSearch={search} autoFocus />
      {entries.length > 0 && (
        <ul className={styles.rows} aria-label="相关功能">
          {entries.map((e) => (
            <li key={e.to} className={styles.rowItem}>
              <Link to={e.to} className={styles.row}>
                <span className={styles.rowName}>{e.title}</span>
                <span className={styles.rowAddr}>{e.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {text.trim() ? (
        <section className={styles.section} aria-label="搜索建议">
          {shown === undefined ? (
            suggestions.isError && keyword === text.trim() ? (
              <p className={styles.state}>联想失败，可直接点击搜索</p>
            ) : (
              <p className={styles.state} role="status">
                正在查找…
              </p>
            )
          ) : shown.length === 0 ? (
            <p className={styles.state}>没有名称相符的停车场，可点击搜索查找地址</p>
          ) : (
            <Suggestions items={shown} onOpen={openPark} />
          )}
        </section>
      ) : (
        recent.length > 0 && (
          <section className={styles.section} aria-labelledby="search-recent-title">
            <div className={styles.sectionHead}>
              <h2 id="search-recent-title">最近搜索</h2>
              <Button
                fill="none"
                className={styles.clear}
                style={{ '--text-color': 'var(--app-color-weak)' }}
                onClick={() => {
                  clearRecent();
                  setRecent([]);
                }}
              >
                清除
              </Button>
            </div>
            <ul className={styles.recent} aria-label="最近搜索">
              {recent.map((k) => (
                <li key={k}>
                  <Button className={styles.chip} style={{ padding: '0 var(--app-space-m)' }} shape="rounded" size="small" onClick={() => search(k)}>
                    {k}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )
      )}
    </Page>
  );
}
