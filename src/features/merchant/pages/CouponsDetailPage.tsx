import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { useMerchantCouponQuery, useWithdrawMerchantCouponMutation } from '@/api/coupon/merchant';
import type { CouponLifeEvent, MerchantCouponDetail, MerchantHome } from '@/api/coupon/merchant.types';
import { UNKNOWN } from '@/lib/schema';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { useFeedback } from '@/ui/hooks';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { Facts } from '@/ui/Facts';
import { MerchantScope } from '../components/MerchantScope';
import { FRESH } from '@/api/fresh';
import shared from '../components/merchantCards.module.css';
import styles from './CouponsDetailPage.module.css';

const LIFE_TEXT: Record<CouponLifeEvent['event'], string> = {
  bought: '购入', given: '赠送', used: '使用', expired: '过期', withdrawn: '撤回', restocked: '退回库存', [UNKNOWN]: '未知',
};

function Withdraw({ merchantId, c }: { merchantId: string; c: MerchantCouponDetail }) {
  const [withdraw, w] = useWithdrawMerchantCouponMutation();
  const ui = useFeedback();
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    const answer = await ui.dialog({
      title: '撤回优惠券',
      content: `撤回后，车辆${c.plateNo ?? ''}的这张优惠券将立即失效，库存退回1张。确认撤回吗？`,
      actions: [
        { key: 'cancel', text: '取消' },
        { key: 'confirm', text: '确认撤回', primary: true },
      ],
      safeKey: 'cancel',
    });
    if (answer !== 'confirm') return;
    setError(null);
    try {
      await withdraw({ merchantId, merchantCouponId: c.merchantCouponId }).unwrap();
      ui.toast('已撤回，库存已退回1张');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <div className={shared.stack}>
      {error && (
        <p className={`${shared.note} ${shared.noteDanger}`} role="alert">
          {error}
        </p>
      )}
      <Button block color="danger" fill="outline" shape="rounded" size="large" loading={w.isLoading} loadingText="正在撤回…" onClick={() => void start()}>
        撤回优惠券
      </Button>
    </div>
  );
}

function Detail({ home, merchantId, c }: { home: MerchantHome; merchantId: string; c: MerchantCouponDetail }) {
  return (
    <div className={shared.stack}>
      <section className={`${shared.card} ${shared.stack}`} aria-labelledby="mc-coupon-h">
        <p className={shared.line}>
          <span id="mc-coupon-h" className={shared.title}>
            {c.typeName}
          </span>
          <span className={shared.tag}>{c.state === UNKNOWN ? '未知' : c.stateText}</span>
        </p>
        <p className={shared.weak}>{c.ruleDesc}</p>
        <Facts
          rows={[
            ['券号', c.merchantCouponId],
            ['类型', c.kindText],
            ['赠送车辆', c.plateNo ? <PlateBadge key="p" plateNo={c.plateNo} size="small" /> : null],
            ['赠送方式', c.wayText],
            ['赠送人', c.givenBy],
            [c.state === 'stock' ? '库存有效期至' : '有效期至', formatDateTime(c.validTo)],
            ['购入订单', c.purchaseId],
            ['购入单价', home.permissions.viewMoney && c.unitPrice !== null ? formatMoney(c.unitPrice) : null],
          ]}
        />
      </section>
      <section className={shared.card} aria-labelledby="mc-life-h">
        <h2 id="mc-life-h">优惠券记录</h2>
        <ol className={styles.life}>
          {c.life.map((e, i) => (
            <li key={`${e.event}-${i}`}>
              <strong>{LIFE_TEXT[e.event]}</strong>
              <span>{e.text}</span>
              <time>{formatDateTime(e.at)}</time>
            </li>
          ))}
        </ol>
      </section>
      {c.withdrawable ? (
        <Withdraw merchantId={merchantId} c={c} />
      ) : (
        c.state === 'given' && <p className={shared.weak}>店员只能撤回自己赠送的优惠券，如需撤回请联系店主</p>
      )}
    </div>
  );
}

function Load({ home, merchantId, merchantCouponId }: { home: MerchantHome; merchantId: string; merchantCouponId: string }) {
  const q = useMerchantCouponQuery({ merchantId, merchantCouponId }, FRESH);
  return (
    <QueryState query={q} loading="优惠券详情加载中" error="优惠券详情加载失败">
      {(c) => <Detail home={home} merchantId={merchantId} c={c} />}
    </QueryState>
  );
}

/** /couponsDetail?merchantId&merchantCouponId: one coupon's life (bought, given, used at which exit, or expired); withdraw it while unused. */
export function CouponsDetailPage() {
  const [search] = useSearchParams();
  const merchantCouponId = search.get('merchantCouponId');
  return (
    <MerchantScope title="优惠券详情">
      {(home, merchantId) =>
        merchantCouponId ? (
          <Load home={home} merchantId={merchantId} merchantCouponId={merchantCouponId} />
        ) : (
          <Empty text="缺少优惠券信息" description="请从赠送记录或失效优惠券中查看" />
        )
      }
    </MerchantScope>
  );
}
