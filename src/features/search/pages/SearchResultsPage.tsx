import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCitiesQuery, useSearchParksByNameQuery } from '@/api/dealer';
import type { City } from '@/api/types/dealer';
import { formatDistance } from '@/lib/format';
import { readStored, writeStored } from '@/session/storage';
import { CityPicker } from '../components/CityPicker';
import { KEYWORD_MAX, mapUrlFor } from '../links';
import { addRecent } from '../recentSearches';
import '../search.css';

const PAGE_SIZE = 20;


/** Where distances are measured from: the chosen city's centre once the driver switched, else their stored position. */
function searchPoint(city: City | null): { destLng: number; destLat: number } | Record<string, never> {
  if (city) return { destLng: city.longitude, destLat: city.latitude };
  const lng = readStored('lng');
  const lat = readStored('lat');
  return lng !== undefined && lat !== undefined ? { destLng: lng, destLat: lat } : {};
}

/**
 * /search?keyword=: parks whose name or address matches (dealer nearbySearchByName), nearest first when a point
 * is known; the city can be switched (dealer citys) and is remembered as locationCity. A result opens the map
 * on that park with its sheet.
 */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const [text, setText] = useState(keyword);
  const [cityName, setCityName] = useState(() => readStored('locationCity'));
  const [chosenCity, setChosenCity] = useState<City | null>(null);
  const [picking, setPicking] = useState(false);
  const closePicker = useCallback(() => setPicking(false), []);
  const cities = useCitiesQuery(picking ? undefined : skipToken);
  const results = useSearchParksByNameQuery(keyword ? { keyword, ...searchPoint(chosenCity), pageNo: 1, pageSize: PAGE_SIZE } : skipToken);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const k = text.trim();
    if (!k) return;
    addRecent(k);
    navigate(`/search?keyword=${encodeURIComponent(k)}`, { replace: true });
  };
  const pickCity = (city: City) => {
    writeStored('locationCity', city.cityName);
    setCityName(city.cityName);
    setChosenCity(city);
    setPicking(false);
  };

  const data = results.currentData;
  return (
    <main className="search-page">
      <h1 className="search-sr">搜索结果</h1>
      <div className="search-top">
        <button type="button" className="search-city" aria-haspopup="dialog" aria-expanded={picking} onClick={() => setPicking(true)}>
          {cityName ?? '选择城市'}
        </button>
        <form className="search-bar search-bar--inline" role="search" onSubmit={onSubmit}>
          <input
            className="search-input"
            type="search"
            aria-label="停车场名称"
            placeholder="请输入停车场名称"
            maxLength={KEYWORD_MAX}
            enterKeyHint="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="search-submit">
            搜索
          </button>
        </form>
      </div>

      {picking && (
        <CityPicker
          current={cityName}
          data={cities.data}
          loading={cities.isLoading}
          failed={cities.isError}
          onRetry={() => void cities.refetch()}
          onPick={pickCity}
          onClose={closePicker}
        />
      )}

      <section className="search-section" aria-label="搜索结果">
        {!keyword ? (
          <p className="search-state">
            请输入停车场名称，<Link to="/searchPage">去搜索</Link>
          </p>
        ) : !data && results.isError ? (
          <div className="search-state" role="alert">
            <p>搜索失败</p>
            <button type="button" className="search-retry" onClick={() => void results.refetch()}>
              重试
            </button>
          </div>
        ) : !data ? (
          <p className="search-state" role="status" aria-busy="true">
            正在搜索…
          </p>
        ) : data.results.length === 0 ? (
          <p className="search-state">未找到相关停车场</p>
        ) : (
          <>
            <ul className="search-results" aria-label="停车场">
              {data.results.map((p) => (
                <li key={p.parkId}>
                  <Link className="search-result" to={mapUrlFor(p)}>
                    <span className="search-result-head">
                      <span className="search-result-name">{p.parkName}</span>
                      {p.distance !== null && <span className="search-result-distance">{formatDistance(p.distance)}</span>}
                    </span>
                    <span className="search-result-addr">{p.parkAddr}</span>
                    <span className="search-result-meta">
                      空车位 {Math.max(0, p.leftParkSpaceNum)}/{p.totalParkSpaceNum}
                      {p.isOnline === 0 && ' · 暂不支持线上缴费'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {data.total > data.results.length && <p className="search-state">仅显示最相关的{data.results.length}个结果，请输入更完整的名称</p>}
          </>
        )}
      </section>
    </main>
  );
}
