import { Button, Popup } from 'antd-mobile';
import type { City, CityList } from '@/api/dealer/types';
import { useDialogFocus } from '@/ui/dialog';
import { LoadFailed, Loading } from '@/ui/states/States';
import styles from './CityPicker.module.css';

interface Props {
  current: string | undefined;
  data: CityList | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onPick(city: City): void;
  onClose(): void;
}

/** A city to pick: a tile in the hot cities' grid, or a whole row of the A-Z list. */
function CityButton({ city, current, onPick, tile }: { city: City; current: string | undefined; onPick(c: City): void; tile?: boolean }) {
  const isCurrent = city.cityName === current;
  return (
    <Button
      className={tile ? styles.cityBtn : `${styles.cityBtn} ${styles.cityRowBtn}`}
      // antd-mobile draws the button's fill, radius and padding itself: a tile is a box, a row's button is bare.
      style={tile ? { '--background-color': 'var(--app-color-box)', '--border-radius': 'var(--app-radius-m)' } : { padding: 0 }}
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
  const panel = useDialogFocus(onClose);

  return (
    <Popup
      visible
      position="right"
      onMaskClick={onClose}
      bodyStyle={{ width: '100vw', height: '100%', overflowY: 'auto', background: 'var(--app-color-page)' }}
    >
      <div ref={panel} className={styles.cityPicker} role="dialog" aria-modal="true" aria-labelledby="city-picker-title" tabIndex={-1}>
        <div className={styles.cityPickerHead}>
          <h2 id="city-picker-title">选择城市</h2>
          <Button fill="none" color="primary" className={styles.cityPickerClose} onClick={onClose}>
            取消
          </Button>
        </div>
        {current && <p className={styles.cityCurrent}>当前城市：{current}</p>}
        {loading ? (
          <Loading text="城市列表加载中" />
        ) : failed || !data ? (
          <LoadFailed text="城市列表加载失败" onRetry={onRetry} />
        ) : (
          <div className={styles.cityBody}>
            {data.hot.length > 0 && (
              <section aria-labelledby="city-hot">
                <h3 id="city-hot" className={styles.cityGroupTitle}>
                  热门城市
                </h3>
                <ul className={styles.cityGrid}>
                  {data.hot.map((c) => (
                    <li key={c.cityCode}>
                      <CityButton city={c} current={current} onPick={onPick} tile />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {data.groups.map((g) => (
              <section key={g.initial} aria-labelledby={`city-${g.initial}`}>
                <h3 id={`city-${g.initial}`} className={styles.cityGroupTitle}>
                  {g.initial}
                </h3>
                <ul className={styles.cityRows}>
                  {g.cities.map((c) => (
                    <li key={c.cityCode} className={styles.cityRow}>
                      <CityButton city={c} current={current} onPick={onPick} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </Popup>
  );
}
