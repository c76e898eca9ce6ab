import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import type { City, NearbyPark } from '@/api/dealer/types';
import { href, paths } from '@/lib/paths';
import { readStored } from '@/session/storage';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { CityPicker } from '../components/CityPicker';
import { ParkSearchBar } from '../components/ParkSearchBar';
import { knownDistance } from '@/lib/format';
import { KEYWORD_MAX, mapUrlFor } from '../links';
import { addRecent } from '../recentSearches';
import { useLocatedCity } from '../useLocatedCity';
import styles from './SearchResultsPage.module.css';
import { useCitiesQuery, useSearchParksByNameQuery } from '@/api/dealer/lots';

const PAGE_SIZE = 20;

type Point = { destLng: number; destLat: number } | Record<string, never>;

/** The driver's last known position, read once: distances are measured from where the search started. */
function storedPoint(): Point {
  const lng = readStored('lng');
  const lat = readStored('lat');
  return lng !== undefined && lat !== undefined ? { destLng: lng, destLat: lat } : {};
}

function ResultRow({ park: p }: { park: NearbyPark }) {
  const far = knownDistance(p.distance);
  return (
    <li className={styles.rowItem}>
      <Link className={styles.row} to={mapUrlFor(p)}>
        <span className={styles.rowHead}>
          <span className={styles.rowName}>{p.parkName}</span>
          {far && <span className={styles.rowDistance}>{far}</span>}
        </span>
        <span className={styles.rowAddr}>{p.parkAddr}</span>
        <span className={styles.rowMeta}>
          <span className={styles.nowrap}>
            空车位 {Math.max(0, p.leftParkSpaceNum)}/{p.totalParkSpaceNum}
          </span>
          {p.isOnline === 0 && <span className={styles.nowrap}> · 暂不支持线上缴费</span>}
        </span>
      </Link>
    </li>
  );
}

/** The city button: the city the search is in, and (to screen readers too) that tapping it switches. */
function CityButton({ name, locating, open, onOpen }: { name: string | undefined; locating: boolean; open: boolean; onOpen(): void }) {
  return (
    <button type="button" className={styles.city} aria-haspopup="dialog" aria-expanded={open} onClick={onOpen}>
      {name ?? (locating ? '定位中…' : '选择城市')}
      {name && <span className="sr-only">（切换城市）</span>}
    </button>
  );
}

/**
 * /search?keyword=: parks whose name or address matches (dealer nearbySearchByName), nearest first when a point
 * is known; the city shown is the driver's (located, or their last choice), it can be switched (dealer citys) and
 * is remembered as locationCity. A result opens the map on that park with its sheet.
 */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const [text, setText] = useState(keyword);
  const city = useLocatedCity();
  const [start] = useState(storedPoint);
  const [chosenCity, setChosenCity] = useState<City | null>(null);
  const [picking, setPicking] = useState(false);
  const closePicker = useCallback(() => setPicking(false), []);
  const cities = useCitiesQuery(picking ? undefined : skipToken);
  const point: Point = chosenCity ? { destLng: chosenCity.longitude, destLat: chosenCity.latitude } : start;
  const results = useSearchParksByNameQuery(keyword ? { keyword, ...point, pageNo: 1, pageSize: PAGE_SIZE } : skipToken);

  const search = (k: string) => {
    const kw = k.trim();
    if (!kw) return;
    addRecent(kw);
    navigate(href(paths.search, { keyword: kw }), { replace: true });
  };
  const pickCity = (c: City) => {
    city.choose(c);
    setChosenCity(c);
    setPicking(false);
  };

  return (
    <Page title="搜索结果">
      <div className={styles.top}>
        <CityButton name={city.name} locating={city.locating} open={picking} onOpen={() => setPicking(true)} />
        <ParkSearchBar value={text} onChange={setText} onSearch={search} />
      </div>

      {picking && (
        <CityPicker
          current={city.name}
          data={cities.data}
          loading={cities.isLoading}
          failed={cities.isError}
          onRetry={() => void cities.refetch()}
          onPick={pickCity}
          onClose={closePicker}
        />
      )}

      <section className={styles.section} aria-label="搜索结果">
        {!keyword ? (
          <Empty text="请输入停车场名称">
            <Link to={paths.searchPage}>去搜索</Link>
          </Empty>
        ) : (
          <QueryState
            query={{ ...results, data: results.currentData }}
            loading="正在搜索…"
            error="搜索失败"
            empty={{ when: (d) => d.results.length === 0, text: '未找到相关停车场' }}
          >
            {(data) => (
              <>
                <ul className={styles.rows} aria-label="停车场">
                  {data.results.map((p) => (
                    <ResultRow key={p.parkId} park={p} />
                  ))}
                </ul>
                {data.total > data.results.length && (
                  <p className={styles.state}>仅显示最相关的{data.results.length}个结果，请输入更完整的名称</p>
                )}
              </>
            )}
          </QueryState>
        )}
      </section>
    </Page>
  );
}
