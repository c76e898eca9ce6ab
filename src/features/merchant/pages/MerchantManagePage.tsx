import { Link } from '@/ui/Link';
import type { MerchantHome } from '@/api/coupon/merchant.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDate } from '@/lib/time';
import { MerchantScope } from '../components/MerchantScope';
import shared from '../components/merchantCards.module.css';
import styles from './MerchantManagePage.module.css';

function Stats({ home }: { home: MerchantHome }) {
  return (
    <section className={shared.card} aria-labelledby="mc-today">
      <h2 id="mc-today">今日概况</h2>
      <dl className={styles.stats}>
        <div>
          <dt>今日赠送</dt>
          <dd>{home.todayGiven}张</dd>
        </div>
        <div>
          <dt>今日核销</dt>
          <dd>{home.todayUsed}张</dd>
        </div>
        <div>
          <dt>库存合计</dt>
          <dd>{home.totalStock}张</dd>
        </div>
        {home.monthSpent !== null ? (
          <div>
            <dt>本月采购</dt>
            <dd>{formatMoney(home.monthSpent)}</dd>
          </div>
        ) : (
          <div>
            <dt>7天内到期</dt>
            <dd>{home.expiringStock}张</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Stock({ home }: { home: MerchantHome }) {
  return (
    <section className={shared.card} aria-labelledby="mc-stock">
      <h2 id="mc-stock">优惠券库存</h2>
      {home.stock.length === 0 ? (
        <p className={shared.weak}>暂无库存{home.permissions.buy ? '，请先购买优惠券' : '，请联系店主购买'}</p>
      ) : (
        <ul className={styles.list} aria-label="各类优惠券库存">
          {home.stock.map((line) => (
            <li key={line.type.typeId}>
              <span className={shared.line}>
                <span className={shared.title}>
                  {line.type.name} <span className={shared.tag}>{line.type.kindText}</span>
                </span>
                <span className={shared.money}>{line.count}张</span>
              </span>
              <span className={shared.weak}>{line.type.ruleDesc}</span>
              {line.expiringCount > 0 && (
                <span className={shared.weak}>
                  <span className={`${shared.tag} ${shared.tagWarn}`}>即将到期</span> {line.expiringCount}张将于{formatDate(line.nextExpiry)}前到期
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Actions({ home, merchantId }: { home: MerchantHome; merchantId: string }) {
  const q = { merchantId };
  const items: [string, string, string][] = [
    ['赠送优惠券', '按车牌、领券码或批量', href(paths.giveCouponsList, q)],
    ['按车牌赠送', '输入车牌，查看在场车辆', href(paths.giveCoupons, { merchantId, way: 'plate' })],
    ['赠送记录', '谁送了什么给哪辆车', href(paths.giveCouponsRecord, q)],
    ['失效优惠券', '已过期和已撤回', href(paths.invalidCoupons, q)],
  ];
  if (home.permissions.buy) {
    items.push(['购买优惠券', '向停车场购买', href(paths.buyCouponsList, q)], ['购买记录', '订单与支付', href(paths.buyCouponsRecord, q)]);
  }
  return (
    <nav className={shared.card} aria-labelledby="mc-actions">
      <h2 id="mc-actions">常用功能</h2>
      <ul className={styles.actions}>
        {items.map(([text, hint, to]) => (
          <li key={text}>
            <Link to={to}>
              <span>{text}</span>
              <small>{hint}</small>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /merchantManage?merchantId: the merchant's home: today's numbers, stock by type, what ends soon, every action the role may take. */
export function MerchantManagePage() {
  return (
    <MerchantScope title="商户管理">
      {(home, merchantId) => (
        <div className={shared.stack}>
          <section className={shared.card} aria-labelledby="mc-name">
            <p className={shared.line}>
              <span id="mc-name" className={shared.title}>
                {home.merchant.merchantName}
              </span>
              <span className={shared.tag}>{home.merchant.roleText}</span>
            </p>
            <p className={shared.weak}>合作停车场：{home.merchant.parkName}</p>
          </section>
          {home.expiringStock > 0 && (
            <p className={shared.note} role="note">
              有{home.expiringStock}张优惠券将在7天内到期，到期未赠出将失效，请尽快赠送。
            </p>
          )}
          <Stats home={home} />
          <Actions home={home} merchantId={merchantId} />
          <Stock home={home} />
        </div>
      )}
    </MerchantScope>
  );
}
