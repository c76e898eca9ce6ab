import { useEffect } from 'react';
import { useAppSelector, useAppStore } from '@/ui/hooks';
import { selectIsDriver } from '@/session/sessionSlice';
import { ArrearsBanner } from '../components/ArrearsBanner';
import { Banner } from '../components/Banner/Banner';
import { BillCards } from '../components/BillCards/BillCards';
import { BlockError } from '../components/Block/Block';
import { BlockBoundary } from '../components/Block/BlockBoundary';
import { Reminders } from '../components/Reminders';
import { FuncMenu } from '../components/FuncMenu/FuncMenu';
import { LoginPrompt } from '../components/LoginPrompt';
import { NearbyList } from '../components/Nearby/NearbyList';
import { OfflineReceipt } from '../components/OfflineReceipt/OfflineReceipt';
import { HomeNews } from '../components/News/HomeNews';
import { PlateQuery } from '../components/PlateQuery/PlateQuery';
import { SearchBox } from '../components/SearchBox';
import { useHomeConfig } from '../useHomeConfig';
import styles from './HomePage.module.css';

export { prefetch } from '../keptHome';

/**
 * /home, the first screen (spec section 2 "Home"). Every block loads, fails and empties on its own. Visitors see
 * only what spec section 6 allows — banner, menu, plate query, nearby lists and the login prompt — and the
 * driver-only blocks (arrears, bill and charging cards, plate count) are not even mounted for them, so none of
 * their calls is made. Hand-written, light components only: this chunk is on the first-screen budget.
 */
export function HomePage() {
  const isDriver = useAppSelector(selectIsDriver);
  const store = useAppStore();
  // A driver's answers are kept for the next start; the code that keeps them is not on the first screen's budget.
  useEffect(() => {
    if (!isDriver) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    void import(/* webpackChunkName: "home-keep" */ '../keepHome').then(
      (m) => {
        if (!gone) stop = m.keepHome(store);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [isDriver, store]);
  return (
    <main className={styles.home}>
      <header className={styles.header}>
        <h1 className={styles.title} tabIndex={-1} data-page-heading>
          车主服务
        </h1>
        <SearchBox />
      </header>
      <ConfigFailed />
      {/* What a parked driver came for — the bill and any arrears — comes first, above the banner and menu. */}
      {isDriver && (
        <>
          <BlockBoundary name="offlineReceipt">
            <OfflineReceipt />
          </BlockBoundary>
          <BlockBoundary name="arrears">
            <ArrearsBanner />
          </BlockBoundary>
          <BlockBoundary name="cards">
            <BillCards />
          </BlockBoundary>
        </>
      )}
      <BlockBoundary name="banner">
        <Banner />
      </BlockBoundary>
      {!isDriver && <LoginPrompt />}
      <BlockBoundary name="menu">
        <FuncMenu />
      </BlockBoundary>
      {/* Under the menu: they arrive after the first screen, and above it they would push the page down as they come. */}
      {isDriver && (
        <BlockBoundary name="reminders">
          <Reminders />
        </BlockBoundary>
      )}
      <BlockBoundary name="plateQuery">
        <PlateQuery />
      </BlockBoundary>
      <BlockBoundary name="nearby">
        <NearbyList />
      </BlockBoundary>
      <News />
    </main>
  );
}

/*
 * The page itself reads only who is reading: each answer re-renders the blocks that draw it, never the whole page
 * (on a cheap phone each config answer redrew every block, 20–40 ms at 4× CPU). What depends on the menu config
 * reads it here, in a block of its own.
 */

/** Parking works on the defaults; charging and the other switches come back with the config. */
function ConfigFailed() {
  const { failed, retry } = useHomeConfig();
  if (!failed) return null;
  return (
    <div className={styles.block}>
      <BlockError message="部分服务配置加载失败，充电等功能暂不可用" onRetry={retry} />
    </div>
  );
}

function News() {
  const { config } = useHomeConfig();
  if (config.news !== 1) return null;
  return (
    <BlockBoundary name="news">
      <HomeNews />
    </BlockBoundary>
  );
}
