import { useEffect, useRef } from 'react';
import type { City, CityList } from '@/api/types/dealer';

interface Props {
  current: string | undefined;
  data: CityList | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onPick(city: City): void;
  onClose(): void;
}

function CityButton({ city, current, onPick }: { city: City; current: string | undefined; onPick(c: City): void }) {
  return (
    <button type="button" className="city-btn" aria-current={city.cityName === current ? 'true' : undefined} onClick={() => onPick(city)}>
      {city.cityName}
    </button>
  );
}

/** The city list (hot cities first, then A-Z) as a full-screen panel. */
export function CityPicker({ current, data, loading, failed, onRetry, onPick, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div ref={panel} className="city-picker" role="dialog" aria-modal="true" aria-labelledby="city-picker-title" tabIndex={-1}>
      <div className="city-picker-head">
        <h2 id="city-picker-title">选择城市</h2>
        <button type="button" className="city-picker-close" onClick={onClose}>
          取消
        </button>
      </div>
      {current && <p className="city-current">当前城市：{current}</p>}
      {loading ? (
        <p className="search-state" role="status">
          城市列表加载中…
        </p>
      ) : failed || !data ? (
        <div className="search-state" role="alert">
          <p>城市列表加载失败</p>
          <button type="button" className="search-retry" onClick={onRetry}>
            重试
          </button>
        </div>
      ) : (
        <div className="city-body">
          {data.hot.length > 0 && (
            <section aria-labelledby="city-hot">
              <h3 id="city-hot" className="city-group-title">
                热门城市
              </h3>
              <ul className="city-grid">
                {data.hot.map((c) => (
                  <li key={c.cityCode}>
                    <CityButton city={c} current={current} onPick={onPick} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.groups.map((g) => (
            <section key={g.initial} aria-labelledby={`city-${g.initial}`}>
              <h3 id={`city-${g.initial}`} className="city-group-title">
                {g.initial}
              </h3>
              <ul className="city-rows">
                {g.cities.map((c) => (
                  <li key={c.cityCode}>
                    <CityButton city={c} current={current} onPick={onPick} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
