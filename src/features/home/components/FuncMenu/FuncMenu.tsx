import { useEffect, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { authApi } from '@/api/auth';
import { basicApi, useHomeFuncEntriesQuery } from '@/api/basic';
import type { HomeFuncEntry } from '@/api/basic/types';
import { useAppDispatch, useAppSelector, useAppStore } from '@/ui/hooks';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { useElderMode } from '@/session/elderMode';
import { selectDriverId, selectIsDriver } from '@/session/sessionSlice';
import { BlockError, BlockEmpty } from '../Block/Block';
import { externalUrl, leaveApp } from '@/lib/externalLink';
import { paths } from '@/lib/paths';
import { chargingPathFor, isEntryVisible, menuTarget, type MenuTarget } from '../../menuTarget';
import { useHomeConfig } from '../../useHomeConfig';
import { useHydrated } from '@/ui/useHydrated';
import { tapKey } from '@/ui/tapKey';
import { DEFAULT_MENU, FIRST_VISIT_TILES, glyphIcon } from './defaultMenu';
import { lastMenu, rememberMenu } from './lastMenu';
import { pageOf, rememberTileTargets, type TileTargets } from './tileTargets';
import { constants } from '@config/constants';
import styles from './FuncMenu.module.css';

/** The host the prerender drew for (a plain browser): only Alipay's hides a tile. */
const DEFAULT_CLIENT = constants.defaultClientType;
const columnsOf = (column: number) => Math.min(Math.max(Math.round(column) || 4, 1), 6);
/** 长辈模式 shows fewer, larger tiles a row (MIIT 适老化): at most three, whatever the config says. */
const ELDER_COLUMNS = 3;
const gridStyle = (columns: number, elder: boolean) => ({ '--menu-columns': elder ? Math.min(columns, ELDER_COLUMNS) : columns }) as CSSProperties;

/**
 * The function menu: basic homeFuncEntries, `column` tiles a row (fewer in 长辈模式), each routed by menuTarget.
 * Until the answer comes (and when it fails) the tiles drawn are the ones this device last got, else the build's
 * default menu: real links from the first paint (the prerendered home carries them), brought up to date in place.
 */
export function FuncMenu() {
  const platform = usePlatform();
  const { data, isError, isFetching, refetch } = useHomeFuncEntriesQuery({ clientType: platform.clientType });
  const { config, loaded: configLoaded } = useHomeConfig();
  const isDriver = useAppSelector(selectIsDriver);
  const run = useEntryAction();
  const [busy, setBusy] = useState<string | null>(null);
  const elder = useElderMode();
  // The prerendered home was drawn for a visitor in a plain browser from the default menu: the take-over draws the
  // same, and the device's own menu, its host and its driver come right after.
  const hydrated = useHydrated();
  const [stored] = useState(lastMenu);
  const kept = hydrated ? stored : null;
  const menu = data ?? kept ?? DEFAULT_MENU;
  const clientType = hydrated ? platform.clientType : DEFAULT_CLIENT;
  const entries = menu.list.filter((e) => isEntryVisible(e, { clientType }));
  const columns = columnsOf(menu.column);
  // A first visit's default menu holds the room of the largest menu deployed, so the answer does not push the page.
  const room = data || kept ? 0 : Math.max(0, FIRST_VISIT_TILES - entries.length);
  // The held places, once drawn, stay in the page, hidden by one class on the list: removing them made the browser
  // take their layout apart inside the answer's commit (and Lighthouse's trace record a stack for each piece), one
  // class is one style change, applied in the next frame.
  const [held, setHeld] = useState(room);
  if (room > held) setHeld(room);
  useEffect(() => {
    if (data) rememberMenu(data);
  }, [data]);
  // Where each tile leads this reader, kept once the server's menu and config are in: a tap before the next take-over
  // opens it at once (src/page/homeTapKeeper.js).
  const leads: TileTargets = {};
  useEffect(() => {
    if (hydrated && data && configLoaded) rememberTileTargets(isDriver, leads);
  });

  return (
    <section className={styles.fmenu} aria-label="功能菜单">
      {entries.length === 0 ? (
        <BlockEmpty>暂无可用功能</BlockEmpty>
      ) : (
        <ul className={room ? styles.grid : `${styles.grid} ${styles.roomGiven}`} style={gridStyle(columns, elder)}>
          {entries.map((entry) => {
            const target = menuTarget(entry, { config, clientType, isDriver: hydrated && isDriver });
            leads[entry.entryId] = [entry.entryName, pageOf(target)];
            return (
              <li key={entry.entryId}>
                <Tile
                  entry={entry}
                  target={target}
                  busy={busy === entry.entryId}
                  onAction={async () => {
                    setBusy(entry.entryId);
                    try {
                      await run(target);
                    } finally {
                      setBusy(null);
                    }
                  }}
                />
              </li>
            );
          })}
          {Array.from({ length: held }, (_, i) => (
            <li key={`room-${i}`} aria-hidden="true" className={`${styles.tile} ${styles.tileSkeleton}`}>
              <span className={styles.icon} />
              <span className={styles.name}>&nbsp;</span>
            </li>
          ))}
        </ul>
      )}
      {isError && !isFetching && !data && <BlockError message="菜单未能更新" onRetry={() => void refetch()} />}
    </section>
  );
}

function Tile({ entry, target, busy, onAction }: { entry: HomeFuncEntry; target: MenuTarget; busy: boolean; onAction: () => void }) {
  const inner = (
    <>
      <TileIcon address={entry.icon} />
      <span className={styles.name}>{entry.entryName}</span>
    </>
  );
  if (target.kind === 'route' || target.kind === 'login') {
    return (
      <Link className={styles.tile} to={target.to} {...tapKey(entry.entryId)}>
        {inner}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.tile} onClick={onAction} disabled={busy} aria-busy={busy} {...tapKey(entry.entryId)}>
      {inner}
    </button>
  );
}

/** A built-in icon drawn in the page (defaultMenu's glyphIcon), any other as its image. */
function TileIcon({ address }: { address: string }) {
  const own = glyphIcon(address);
  if (!own) return <img className={styles.icon} src={address} alt="" width={40} height={40} />;
  return (
    <svg className={styles.icon} viewBox="0 0 48 48" width={40} height={40} aria-hidden="true">
      <rect width="48" height="48" rx="12" fill={own.color} />
      <text x="24" y="32" fontSize="22" textAnchor="middle" fill="#fff">
        {own.glyph}
      </text>
    </svg>
  );
}

/** What a tile that is not a plain link does: scan for a charging pile, or open an external page. */
function useEntryAction() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const driverId = useAppSelector(selectDriverId);

  return async (target: MenuTarget): Promise<void> => {
    const { ui } = store.deps;
    if (target.kind === 'scan') {
      try {
        const code = (await platform.scan()).trim();
        if (code) navigate(chargingPathFor(code));
      } catch (e) {
        if (e instanceof PlatformError && e.reason === 'cancelled') return;
        // Where scanning cannot work (a plain browser, no camera permission) the pile's number can be typed.
        if (e instanceof PlatformError && (e.reason === 'unsupported' || e.reason === 'denied')) {
          navigate(paths.chargingPage);
          return;
        }
        ui.toast(e instanceof Error && e.message ? e.message : '扫码失败，请重试');
      }
      return;
    }
    if (target.kind !== 'external') return;
    try {
      let who: string | undefined;
      if (target.withDriverId) {
        who = driverId ?? undefined;
        if (!who) {
          const info = await dispatch(authApi.endpoints.loginInfo.initiate(undefined, { subscribe: false })).unwrap();
          who = info.driverId;
        }
      }
      const params = who ? { pageId: target.pageId, driverId: who } : { pageId: target.pageId };
      // Signed per call (the server stamps it): never reuse a cached URL.
      const { url } = await dispatch(basicApi.endpoints.h5Url.initiate(params, { subscribe: false, forceRefetch: true })).unwrap();
      const safe = externalUrl(url, { fromPage: true });
      if (safe) leaveApp.open(safe);
      else ui.toast('页面地址无效，请稍后重试');
    } catch {
      // The error catalogue already told the driver what the server said.
    }
  };
}
