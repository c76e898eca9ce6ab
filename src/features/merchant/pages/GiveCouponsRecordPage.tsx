import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMerchantGiveRecordsInfiniteQuery } from '@/api/coupon/merchant';
import { href, paths } from '@/lib/paths';
import { PagedList } from '@/ui/PagedList/PagedList';
import { CouponRecord } from '../components/CouponRecord';
import { LinkButton } from '@/ui/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import { FRESH } from '@/api/fresh';
import styles from './GiveCouponsRecordPage.module.css';

function Records({ merchantId }: { merchantId: string }) {
  const [search, setSearch] = useSearchParams();
  const plateNo = search.get('plateNo') ?? '';
  const [typed, setTyped] = useState(plateNo);
  const q = useMerchantGiveRecordsInfiniteQuery(plateNo ? { merchantId, plateNo } : { merchantId }, FRESH);
  const apply = (value: string) =>
    setSearch((s) => {
      if (value) s.set('plateNo', value);
      else s.delete('plateNo');
      return s;
    }, { replace: true });
  return (
    <div className={styles.stack}>
      <form
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          apply(typed.trim().toUpperCase());
        }}
      >
        <label className="sr-only" htmlFor="mc-plate-filter">
          按车牌查找
        </label>
        <input id="mc-plate-filter" className={styles.input} placeholder="输入车牌查找，如京A12345" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button className={styles.find} type="submit" color="primary" shape="rounded">
          查找
        </Button>
      </form>
      <PagedList
        query={q}
        label="赠送记录"
        itemKey={(c) => c.merchantCouponId}
        renderItem={(c) => <CouponRecord merchantId={merchantId} item={c} show="given" />}
        error="赠送记录加载失败"
        loading="赠送记录加载中"
        empty={
          plateNo
            ? { text: `没有赠送给${plateNo}的记录`, action: <Button fill="outline" color="primary" shape="rounded" onClick={() => { setTyped(''); apply(''); }}>查看全部记录</Button> }
            : { text: '暂无赠送记录', description: '赠送给顾客的优惠券会记录在这里', action: <LinkButton to={href(paths.giveCouponsList, { merchantId })}>去赠送</LinkButton> }
        }
        pullToRefresh
      />
    </div>
  );
}

/** /giveCouponsRecord?merchantId(&plateNo): who gave what to which plate, and what became of it; tap one for its life. */
export function GiveCouponsRecordPage() {
  return <MerchantScope title="赠送记录">{(_home, merchantId) => <Records merchantId={merchantId} />}</MerchantScope>;
}
