import { useEffect, useRef, useState } from 'react';
import { constants } from '@config/constants';
import { useAdvertisingsQuery } from '@/api/publicity';
import type { Advert } from '@/api/types/publicity';
import { safeExternalUrl } from '../../externalLink';
import './banner.css';

/**
 * The home banner: publicity advertisings for the fixed city (spec section 7; the call is silent). While it loads a
 * placeholder of the same size holds the space; when it fails or has no adverts, the default banner shows.
 */
export function Banner() {
  const { data, isLoading, isError } = useAdvertisingsQuery({ cityName: constants.advertCityName });
  if (isLoading) return <div className="banner banner--loading" role="progressbar" aria-label="广告加载中" aria-busy="true" />;
  const adverts = data?.results ?? [];
  if (isError || adverts.length === 0) return <DefaultBanner />;
  return <BannerCarousel adverts={adverts} />;
}

/** Drawn inline (no network): shown when the adverts cannot be loaded. */
export function DefaultBanner() {
  return (
    <div className="banner">
      <svg className="banner-default" viewBox="0 0 750 300" role="img" aria-label="默认广告图" preserveAspectRatio="xMidYMid slice">
        <defs>
          <linearGradient id="banner-default-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: 'var(--app-color-primary)' }} />
            <stop offset="1" style={{ stopColor: 'var(--app-color-primary-2)' }} />
          </linearGradient>
        </defs>
        <rect width="750" height="300" fill="url(#banner-default-g)" />
        <circle cx="640" cy="60" r="120" style={{ fill: 'var(--app-color-on-primary)' }} opacity="0.08" />
        <text x="48" y="150" fontSize="46" style={{ fill: 'var(--app-color-on-primary)' }} fontFamily="sans-serif">智慧停车 · 便捷出行</text>
        <text x="48" y="210" fontSize="26" style={{ fill: 'var(--app-color-on-primary)' }} opacity="0.85" fontFamily="sans-serif">停车缴费 找车位 充电 月卡</text>
      </svg>
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
  const trackRef = useRef<HTMLUListElement>(null);
  const count = adverts.length;

  useEffect(() => {
    if (paused || stopped || count < 2) return undefined;
    const timer = setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % count);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [paused, stopped, count, intervalMs]);

  // Brings the track to the current advert unless the driver's own swipe already put it there.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0 || typeof track.scrollTo !== 'function') return;
    if (Math.round(track.scrollLeft / track.clientWidth) !== index) {
      track.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
    }
  }, [index]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const i = Math.round(track.scrollLeft / track.clientWidth);
    if (i !== index && i >= 0 && i < count) setIndex(i);
  };

  return (
    <div
      className="banner"
      role="region"
      aria-roledescription="轮播"
      aria-label="广告"
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      onTouchCancel={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="banner-track" ref={trackRef} onScroll={onScroll}>
        {adverts.map((a, i) => {
          const href = safeExternalUrl(a.advertUrl);
          const img = (
            <img
              className="banner-img"
              src={a.picUrl}
              alt={a.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              width={750}
              height={300}
            />
          );
          return (
            <li key={a.advertId} className="banner-slide" style={{ backgroundColor: a.bgColor }} aria-hidden={i !== index}>
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
      {count > 1 && (
        <button type="button" className="banner-toggle" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
          <span aria-hidden="true">{stopped ? '▶' : 'Ⅱ'}</span>
          <span className="sr-only">暂停轮播</span>
        </button>
      )}
      {count > 1 && (
        <div className="banner-dots" aria-hidden="true">
          {adverts.map((a, i) => (
            <span key={a.advertId} className={i === index ? 'banner-dot banner-dot--active' : 'banner-dot'} data-testid="banner-dot" data-active={i === index} />
          ))}
        </div>
      )}
    </div>
  );
}
