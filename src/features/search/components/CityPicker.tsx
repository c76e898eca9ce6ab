import { Button, List, Popup } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import type { City, CityList } from '@/api/dealer/types';
import { LoadFailed, Loading } from '@/ui/states/States';

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
  const isCurrent = city.cityName === current;
  return (
    <Button
      className="city-btn"
      fill="none"
      color={isCurrent ? 'primary' : 'default'}
      aria-current={isCurrent ? 'true' : undefined}
      onClick={() => onPick(city)}
    >
      {city.cityName}
    </Button>
  );
}

/**
 * The city list (hot cities first, then A-Z) in a full-screen sheet. It is mounted only while open, so it leaves
 * the page at once when closed; it takes focus on opening and Escape closes it.
 */
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
    <Popup visible position="right" onMaskClick={onClose} bodyClassName="city-picker-body">
      <div ref={panel} className="city-picker" role="dialog" aria-modal="true" aria-labelledby="city-picker-title" tabIndex={-1}>
        <div className="city-picker-head">
          <h2 id="city-picker-title">选择城市</h2>
          <Button fill="none" color="primary" className="city-picker-close" onClick={onClose}>
            取消
          </Button>
        </div>
        {current && <p className="city-current">当前城市：{current}</p>}
        {loading ? (
          <Loading text="城市列表加载中" />
        ) : failed || !data ? (
          <LoadFailed text="城市列表加载失败" onRetry={onRetry} />
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
                <div role="list">
                  <List className="city-rows">
                    {g.cities.map((c) => (
                      <div role="listitem" key={c.cityCode}>
                        <List.Item arrow={false}>
                          <CityButton city={c} current={current} onPick={onPick} />
                        </List.Item>
                      </div>
                    ))}
                  </List>
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
    </Popup>
  );
}
