import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { constants } from '@config/constants';
import { useAdvertisingsQuery } from '@/api/publicity';
import type { Advert } from '@/api/publicity/types';
import { useElderMode } from '@/session/elderMode';
import { useConsentGate } from '@/session/consentChoices';
import { useHydrated } from '@/ui/useHydrated';
import { externalUrl } from '@/lib/externalLink';
import styles from './Banner.module.css';

/**
 * The home banner: publicity advertisings for the fixed city (spec section 7; the call is silent). While it loads a
 * placeholder of the same size holds the space; when it fails or has no adverts, the default banner shows.
 */
export function Banner() {
  // Adverts are asked only when 营销信息 is known not to be refused: refused (权限与授权), or a signed-in driver's
  // choices not read yet on this phone (a refusal made on another phone may be on its way), there is no advert call
  // at all; the default banner, which carries no advert, holds the place.
  const gate = useConsentGate('marketing');
  const ask = gate === 'free';
  // Taking over the prerendered home, whose banner was drawn waiting for the adverts: the same markup until then.
  const hydrated = useHydrated();
  const { data, isLoading, isError } = useAdvertisingsQuery(ask ? { cityName: constants.advertCityName } : skipToken);
  const adverts = !ask || isError ? [] : (data?.results ?? []);
  // While the adverts load, the default banner holds their place (drawn at once, no network); they replace it. It
  // stays in the page, hidden, under them: removing it would make the browser take its layout apart inside the
  // adverts' commit, a task the driver's phone runs at about 3 s.
  const showAdverts = !isLoading && adverts.length > 0;
  return (
    <>
      <DefaultBanner busy={ask ? isLoading : !hydrated} hidden={showAdverts} />
      {showAdverts && <BannerCarousel adverts={adverts} />}
    </>
  );
}

/** The default banner's picture: the brand's gradient, a parking sign, a road; no words (see DefaultBanner). */
const DEFAULT_BANNER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0958d9"/><stop offset="1" stop-color="#2a6de0"/></linearGradient></defs>' +
    '<rect width="750" height="300" fill="url(#g)"/><circle cx="640" cy="60" r="120" fill="#fff" opacity=".08"/>' +
    // A parking sign, and a road with a car on it.
    '<rect x="566" y="84" width="116" height="116" rx="26" fill="#fff" opacity=".14"/><path d="M604 178v-72h28a22 22 0 0 1 0 44h-28" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<path d="M0 262h750" stroke="#fff" stroke-opacity=".16" stroke-width="6" stroke-dasharray="38 26"/><path d="M470 262c6-22 20-34 40-34h44c16 0 28 10 36 24l10 10" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="6" stroke-linecap="round"/></svg>',
)}`;

/**
 * The default banner, in the brand's colours: shown while the adverts load and when they cannot be loaded. Its
 * picture travels inside the code (a data: URI, as text: gzip finds its repeats, which base64 hides) and needs no
 * network; its words are the page's own text over it, not drawn in the SVG: an SVG image with Chinese text in it is a document of its own, about 100 ms
 * of the main thread at 4× CPU in the first paint's task, and one without text still 15–60 ms. The picture stays an
 * image, so the first paint has the banner's size in it as its largest element (the adverts that come later are the
 * same size). A WebP of it as the block's CSS background was tried (1.4 KB, inlined with the stylesheet): Chromium
 * then laid the whole page out inside the parse's task, one task of 110–160 ms at 4× CPU in most visits, where the
 * <img> leaves that layout to a frame of its own. Inline in the code a WebP costs 1.1 KB more than the SVG.
 */
export function DefaultBanner({ busy = false, hidden = false }: { busy?: boolean; hidden?: boolean }) {
  return (
    <div className={styles.banner} aria-busy={busy || undefined} hidden={hidden}>
      <img className={styles.img} src={DEFAULT_BANNER} alt="默认广告图" width={750} height={300} />
      <p className={styles.words} aria-hidden="true">
        <span className={styles.headline}>智慧停车 · 便捷出行</span>
        <span>停车缴费 找车位 充电 月卡</span>
      </p>
    </div>
  );
}

/**
 * A CSS scroll-snap carousel: one advert per view, advancing every constants.bannerAutoplayMs, paused while the
 * driver touches it (or focuses a link inside), following the driver's own swipes. Only adverts with an http(s)
 * advertUrl are links.
 */
export function BannerCarousel({ adverts, intervalMs = constants.bannerAutoplayMs }: { adverts: Advert[]; intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // The driver's own choice to stop the carousel (WCAG 2.2.2): it stays stopped until they start it again.
  const [stopped, setStopped] = useState(false);
  const elder = useElderMode();
  const trackRef = useRef<HTMLUListElement>(null);
  // The advert the track was last brought to (or swiped to): at mount the track already shows the first one, and
  // measuring it there would force a layout of the whole new page in the middle of its first commit.
  const shownRef = useRef(0);
  const count = adverts.length;

  useEffect(() => {
    // 长辈模式: nothing moves by itself (MIIT's 适老化 rules); the driver swipes.
    if (paused || stopped || elder || count < 2) return undefined;
    const timer = setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % count);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [paused, stopped, elder, count, intervalMs]);

  // Brings the track to the current advert unless the driver's own swipe already put it there.
  useEffect(() => {
    const track = trackRef.current;
    if (index === shownRef.current || !track || track.clientWidth === 0 || typeof track.scrollTo !== 'function') return;
    shownRef.current = index;
    if (Math.round(track.scrollLeft / track.clientWidth) !== index) {
      track.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
    }
  }, [index]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const i = Math.round(track.scrollLeft / track.clientWidth);
    if (i >= 0 && i < count) shownRef.current = i;
    if (i !== index && i >= 0 && i < count) setIndex(i);
  };

  return (
    <div
      className={styles.banner}
      role="region"
      aria-roledescription="轮播"
      aria-label="广告"
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      onTouchCancel={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className={styles.track} ref={trackRef} onScroll={onScroll}>
        {adverts.map((a, i) => {
          const href = externalUrl(a.advertUrl, { fromPage: true });
          const img = (
            <img
              className={styles.img}
              src={a.picUrl}
              alt={a.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              width={750}
              height={300}
            />
          );
          return (
            <li key={a.advertId} className={styles.slide} style={{ backgroundColor: a.bgColor }} aria-hidden={i !== index}>
              {href ? (
                <a href={href} rel="noopener noreferrer" tabIndex={i === index ? 0 : -1}>
                  {img}
                </a>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
      {count > 1 && !elder && (
        <button type="button" className={styles.toggle} aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
          <span aria-hidden="true">{stopped ? '▶' : 'Ⅱ'}</span>
          <span className="sr-only">暂停轮播</span>
        </button>
      )}
      {count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {adverts.map((a, i) => (
            <span key={a.advertId} className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot} data-testid="banner-dot" data-active={i === index} />
          ))}
        </div>
      )}
    </div>
  );
}
