import { useChargingCardsQuery } from '@/api/cps/vins';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { CardItem } from '../components/vinCards/CardItem';
import styles from './ChargingCardPage.module.css';

/** Under RequireDriver, so a visitor's visit calls nothing. */
function Cards() {
  const cards = useChargingCardsQuery();
  return (
    <QueryState
      query={cards}
      loading="充电卡加载中"
      error="充电卡加载失败"
      empty={{ when: (d) => d.length === 0, text: '暂无充电卡', description: '您的账号还没有绑定充电卡，可到充电站服务点办理' }}
    >
      {(data) => (
        <div className={styles.stack}>
          <p className={styles.intro}>在充电桩刷卡并输入6位卡密码即可充电，费用从卡内余额扣除。</p>
          <ul className={styles.list} aria-label="我的充电卡">
            {data.map((c) => (
              <CardItem key={c.cardNo} card={c} />
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}

/** /chargingCard: the driver's charging cards with their balance and last update, and the way to each password. */
export function ChargingCardPage() {
  return (
    <Page title="我的充电卡">
      <RequireDriver>
        <Cards />
      </RequireDriver>
    </Page>
  );
}
