import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useParkNameSuggestionsQuery } from '@/api/dealer';
import type { ParkBrief } from '@/api/types/dealer';
import { useAppStore } from '@/ui/hooks';
import { readStored } from '@/session/storage';
import { KEYWORD_MAX, mapUrlFor } from '../links';
import { addRecent, clearRecent, readRecent } from '../recentSearches';
import { useDebounced } from '../useDebounced';
import '../search.css';

export const SUGGEST_DEBOUNCE_MS = 300;


/**
 * /searchPage: type a park name. Suggestions (dealer parksByName) follow the typing after a 300 ms pause;
 * answers for an older keyword are never shown. Recent searches are remembered on the phone.
 */
export function SearchPage() {
  const navigate = useNavigate();
  const { ui } = useAppStore().deps;
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
    navigate(`/search?keyword=${encodeURIComponent(kw)}`);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(text);
  };
  const openPark = (p: ParkBrief) => {
    setRecent(addRecent(p.parkName));
    navigate(mapUrlFor(p));
  };

  return (
    <main className="search-page">
      <h1 className="search-sr">搜索停车场</h1>
      <form className="search-bar" role="search" onSubmit={onSubmit}>
        <input
          className="search-input"
          type="search"
          aria-label="停车场名称"
          placeholder="请输入停车场名称"
          autoFocus
          maxLength={KEYWORD_MAX}
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="search-submit">
          搜索
        </button>
      </form>

      {text.trim() ? (
        <section className="search-section" aria-label="搜索建议">
          {shown === undefined ? (
            suggestions.isError && keyword === text.trim() ? (
              <p className="search-state">联想失败，可直接点击搜索</p>
            ) : (
              <p className="search-state" role="status">
                正在查找…
              </p>
            )
          ) : shown.length === 0 ? (
            <p className="search-state">没有名称相符的停车场，可点击搜索查找地址</p>
          ) : (
            <ul className="search-suggestions" aria-label="联想结果">
              {shown.map((p) => (
                <li key={p.parkId}>
                  <button type="button" className="search-suggestion" onClick={() => openPark(p)}>
                    <span className="search-suggestion-name">{p.parkName}</span>
                    <span className="search-suggestion-addr">{p.parkAddr}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        recent.length > 0 && (
          <section className="search-section" aria-labelledby="search-recent-title">
            <div className="search-section-head">
              <h2 id="search-recent-title">最近搜索</h2>
              <button
                type="button"
                className="search-clear"
                onClick={() => {
                  clearRecent();
                  setRecent([]);
                }}
              >
                清除
              </button>
            </div>
            <ul className="search-recent" aria-label="最近搜索">
              {recent.map((k) => (
                <li key={k}>
                  <button type="button" className="search-chip" onClick={() => search(k)}>
                    {k}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )
      )}
    </main>
  );
}
