import { Link } from '@/ui/Link';
import { useMyMerchantsQuery } from '@/api/coupon/merchant';
import type { MerchantList } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { FRESH } from '@/api/fresh';
import shared from '../components/merchantCards.module.css';
import styles from './MerchantManageListPage.module.css';

function NoMerchant({ data }: { data: MerchantList }) {
  return (
    <div className={shared.stack}>
      <Empty text="您还没有商户账户" description="商户账户可以购买停车优惠券，并赠送给到店消费的顾客" />
      <section className={shared.card} aria-labelledby="mc-howto">
        <h2 id="mc-howto">如何开通商户账户</h2>
        <p className={shared.weak}>{data.howToOpen}</p>
        <p className={shared.weak}>
          客服热线：<a className={shared.link} href={`tel:${data.hotline}`}>{data.hotline}</a>
        </p>
        <p className={shared.weak}>如果您是店员，请让店主在商户后台把您的手机号添加为店员。</p>
      </section>
    </div>
  );
}

function Merchants({ data }: { data: MerchantList }) {
  if (data.merchants.length === 0) return <NoMerchant data={data} />;
  return (
    <ul className={`${shared.stack} ${styles.plainList}`} aria-label="我的商户">
      {data.merchants.map((m) => (
        <li key={m.merchantId} className={shared.card}>
          <Link className={`${styles.item} ${styles.itemFlush}`} to={href(paths.merchantManage, { merchantId: m.merchantId })}>
            <span className={shared.line}>
              <span className={shared.title}>{m.merchantName}</span>
              <span className={shared.tag}>{m.roleText}</span>
            </span>
            <span className={shared.weak}>
              {m.parkName} · {m.address}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /merchantManageList: the merchants the driver is owner or clerk of; none: how a merchant account is opened. */
export function MerchantManageListPage() {
  return (
    <Page title="我的商户" fallback={paths.mine}>
      <RequireDriver>
        <List />
      </RequireDriver>
    </Page>
  );
}

function List() {
  const q = useMyMerchantsQuery(undefined, FRESH);
  return (
    <QueryState query={q} loading="商户加载中" error="商户列表加载失败">
      {(data) => <Merchants data={data} />}
    </QueryState>
  );
}
