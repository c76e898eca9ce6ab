import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useMenuConfigsQuery } from '@/api/basic';
import { useAppSelector } from '@/ui/hooks';
import { loginWithRedirect } from '@/lib/loginTarget';
import { paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { AmapCanvas } from '../components/AmapCanvas';
import { PlaceList } from '../components/PlaceList';
import { PlaceSheet } from '../components/PlaceSheet';
import { StationTrustBar } from '@/ui/StationTrust/StationTrustBar';
import { Tabs } from '@/ui/Tabs';
import { readMapParams } from '../mapParams';
import { MODE_TITLES, placeKey, type MapMode, type Place, type PlaceRef } from '../places';
import { useAmapLoader } from '../useAmapLoader';
import { useCentre } from '../useCentre';
import { useFavourites } from '../useFavourite';
import { useMapNavigation } from '../useMapNavigation';
import { useNearbyPlaces } from '../useNearbyPlaces';
import { NO_TRUST_CHOICE, useTrustedList, type TrustChoice } from '@/ui/StationTrust/trustOrder';
import styles from './MapPage.module.css';

const stationIdOf = (p: Place) => (p.kind === 'station' ? p.id : null);

/**
 * /map: parks or charging stations around a point, on an AMap map (1.4.4, loaded here only) with a list under
 * it; when the map cannot load the list is the page. A bottom sheet shows one place with 收藏 and 导航.
 * A tab page: its header, tabs and sheet stay hand-written on the theme's tokens; the list is the kit's.
 */
export function MapPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => readMapParams(search), [search]);
  const isDriver = useAppSelector(selectIsDriver);

  // Which lists the operator offers: platBizType 1 parking, 2 charging, 3 both (charging 0 makes it parking only).
  const menu = useMenuConfigsQuery().data;
  const offersParks = menu ? menu.platBizType !== 2 : true;
  const offersStations = menu ? menu.platBizType === 2 || (menu.platBizType === 3 && menu.charging === 1) : true;
  const [chosenMode, setChosenMode] = useState<'parks' | 'stations'>(params.open?.kind === 'station' ? 'stations' : 'parks');
  const mode: MapMode = params.forcedMode ?? (!offersStations ? 'parks' : !offersParks ? 'stations' : chosenMode);
  const kind = mode === 'stations' ? 'station' : 'park';
  const showTabs = params.forcedMode === null && offersParks && offersStations;

  const centre = useCentre(params.centre);
  const nearby = useNearbyPlaces(mode, centre);
  // 按可靠性 and 只看近期可用 (stations only): the same list, in the driver's order.
  const [trustChoice, setTrustChoice] = useState<TrustChoice>(NO_TRUST_CHOICE);
  const trusted = useTrustedList(nearby.items, stationIdOf, trustChoice, mode === 'stations');
  const list = { ...nearby, items: trusted.items };
  const amap = useAmapLoader();
  const favourites = useFavourites(kind);
  const navigation = useMapNavigation();

  // The sheet the URL asked for stays wanted until the driver closes it.
  const [selected, setSelected] = useState<PlaceRef | null>(params.open);
  const openKey = params.open ? placeKey(params.open.kind, params.open.id) : null;
  const [seenOpenKey, setSeenOpenKey] = useState(openKey);
  if (seenOpenKey !== openKey) {
    // Another /map URL while the page stays mounted (a search result, the home more link): follow it.
    setSeenOpenKey(openKey);
    setSelected(params.open);
    if (params.open?.kind === 'station') setChosenMode('stations');
  }
  const selectedPlace = selected ? list.items.find((p) => p.key === placeKey(selected.kind, selected.id)) : undefined;
  const select = useCallback((p: Place) => setSelected({ kind: p.kind, id: p.id }), []);
  const close = useCallback(() => setSelected(null), []);

  const toggleFavourite = (place: Place) => {
    if (!isDriver) {
      const back = new URLSearchParams(location.search);
      back.set(place.kind === 'park' ? 'parkId' : 'stationId', place.id);
      back.set(place.kind === 'park' ? 'isDetailPark' : 'isDetailCharge', '1');
      back.set('lng', String(place.lng));
      back.set('lat', String(place.lat));
      navigate(loginWithRedirect(`${location.pathname}?${back.toString()}`));
      return;
    }
    void favourites.toggle(place);
  };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1>{MODE_TITLES[mode]}</h1>
        <Link to={paths.searchPage} className={styles.search}>
          搜索停车场
        </Link>
      </header>
      {showTabs && (
        <Tabs
          aria-label="地图内容"
          className={styles.tabs}
          activeKey={mode}
          onChange={(key) => {
            setChosenMode(key === 'stations' ? 'stations' : 'parks');
            setSelected(null);
          }}
        >
          <Tabs.Tab key="parks" title="停车场" />
          <Tabs.Tab key="stations" title="充电站" />
        </Tabs>
      )}
      {centre?.source === 'refused' && (
        <p className={styles.notice} role="status">
          未开启定位，按城市显示 <Link to={paths.permissions}>去开启定位</Link>
        </p>
      )}
      {amap.status === 'failed' ? (
        <p className={styles.notice} role="status">
          地图加载失败，已为您切换为列表
        </p>
      ) : (
        <section className={styles.canvasWrap} aria-label="地图区域">
          {amap.status === 'ready' && centre ? (
            <AmapCanvas amap={amap.amap} centre={centre} places={list.items} selectedKey={selectedPlace?.key ?? null} onSelect={select} />
          ) : (
            <p className={styles.canvasLoading} role="status">
              地图加载中…
            </p>
          )}
        </section>
      )}
      <section className={styles.listWrap} aria-label={kind === 'park' ? '停车场' : '充电站'}>
        {mode === 'stations' && <StationTrustBar choice={trustChoice} onChange={setTrustChoice} trusted={trusted} />}
        <PlaceList kind={kind} list={list} onSelect={select} />
      </section>
      {selectedPlace && (
        <PlaceSheet
          place={selectedPlace}
          collected={favourites.isCollected(selectedPlace)}
          favouriteBusy={favourites.busy}
          onToggleFavourite={() => toggleFavourite(selectedPlace)}
          onNavigate={() => void navigation.start(selectedPlace)}
          onClose={close}
        />
      )}
      {navigation.sheet}
    </main>
  );
}
