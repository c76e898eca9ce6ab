import { useSearchParams } from 'react-router-dom';
import { useMerchantCouponTypesQuery } from '@/api/coupon/merchant';
import type { MerchantCouponType, MerchantHome } from '@/api/coupon/merchant.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBarFrame } from '@/payment/ui/PayBar';
import { ActionBarButton } from '@/ui/ActionBar';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { Facts } from '@/ui/Facts';
import { LinkButton } from '@/ui/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import { QuantityField } from '../components/QuantityField';
import { useBuyCoupons } from '../components/useBuyCoupons';
import { FRESH } from '@/api/fresh';
import shared from '../components/merchantCards.module.css';

const TITLE = '购买优惠券';

function BuyForm({ home, merchantId, t }: { home: MerchantHome; merchantId: string; t: MerchantCouponType }) {
  const unit = t.unitPrice ?? 0;
  const { form, action, busy, label, setQuantity, valid, quantity, total, channels } = useBuyCoupons(merchantId, t, home.merchant.parkId);
  return (
    <Page
      title={TITLE}
      fallback={href(paths.buyCouponsList, { merchantId })}
      footer={
        <PayBarFrame totalLabel="合计" amountCents={total} payee={home.merchant.parkName}>
          {(describedBy) => (
            <ActionBarButton aria-describedby={describedBy} disabled={busy || !valid || channels.channel === null} onClick={() => form.submit()}>
              {label}
            </ActionBarButton>
          )}
        </PayBarFrame>
      }
    >
      <form
        className={shared.stack}
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        {action.entry?.status === 'failed' && (
          <p className={`${shared.note} ${shared.noteDanger}`} role="alert">
            {action.entry.message ? `支付失败：${action.entry.message}` : '支付失败，请重新支付'}
          </p>
        )}
        {action.entry?.status === 'cancelled' && (
          <p className={shared.note} role="status">
            支付已取消，可重新发起支付
          </p>
        )}
        {form.formError && (
          <p className={`${shared.note} ${shared.noteDanger}`} role="alert">
            {form.formError}
          </p>
        )}
        <section className={`${shared.card} ${shared.stack}`} aria-labelledby="mc-type">
          <h2 id="mc-type" className={shared.title}>
            {t.name} <span className={shared.tag}>{t.kindText}</span>
          </h2>
          <p className={shared.weak}>{t.ruleDesc}</p>
          <Facts
            rows={[
              ['单价', <span key="p" className={shared.money}>{formatMoney(unit)}/张</span>],
              ['库存有效期', `购买后${t.stockDays}天内赠出有效`],
              ['顾客使用期限', `赠出后${t.useDays}天`],
            ]}
          />
        </section>
        <section className={`${shared.card} ${shared.stack}`} aria-label="购买数量">
          <QuantityField
            id={form.id('quantity')}
            value={form.values.quantity}
            min={t.minQuantity}
            max={t.maxQuantity}
            error={form.errors.quantity}
            onChange={setQuantity}
          />
          <p className={shared.line} aria-live="polite">
            <span>合计</span>
            <span className={`${shared.money} ${shared.moneyDue}`}>
              {valid ? `${quantity}张 × ${formatMoney(unit)} = ${formatMoney(total)}` : '—'}
            </span>
          </p>
        </section>
        <ChannelPicker channels={channels} />
      </form>
    </Page>
  );
}

function Buy({ home, merchantId, typeId }: { home: MerchantHome; merchantId: string; typeId: string }) {
  const q = useMerchantCouponTypesQuery({ merchantId }, FRESH);
  const t = q.data?.find((x) => x.typeId === typeId);
  if (q.data && !t) {
    return (
      <Page title={TITLE} fallback={href(paths.buyCouponsList, { merchantId })}>
        <Empty text="该优惠券已停售" description="请选择其他优惠券">
          <LinkButton to={href(paths.buyCouponsList, { merchantId })}>查看可购买的优惠券</LinkButton>
        </Empty>
      </Page>
    );
  }
  if (!t) {
    return (
      <Page title={TITLE} fallback={href(paths.buyCouponsList, { merchantId })}>
        <QueryState query={q} loading="优惠券信息加载中" error="优惠券信息加载失败">
          {() => null}
        </QueryState>
      </Page>
    );
  }
  return <BuyForm home={home} merchantId={merchantId} t={t} />;
}

/** /buyCoupons?merchantId&typeId: how many (the lot's limits), the live total, the channel, 确认支付 (owner only). */
export function BuyCouponsPage() {
  const [search] = useSearchParams();
  const typeId = search.get('typeId') ?? '';
  return (
    <MerchantScope title={TITLE} ownerOnly="购买优惠券" bare>
      {(home, merchantId) => <Buy home={home} merchantId={merchantId} typeId={typeId} />}
    </MerchantScope>
  );
}
