import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import { invoiceByPlateApi, usePlateInvoicesInfiniteQuery } from '@/api/invoice/byPlate';
import type { PlateInvoice } from '@/api/invoice/byPlate.types';
import { FRESH } from '@/api/fresh';
import { href, paths } from '@/lib/paths';
import { PagedList } from '@/ui/PagedList/PagedList';
import { PlatePicker } from '@/ui/PlatePicker';
import { invoiceLinks } from './links';
import { RecordCard } from './RecordCard';
import { invoiceTiming } from './timing';
import styles from './PlateInvoices.module.css';

/**
 * The plate shown: the one the address names (even one no longer bound: the server is the judge and says so), else
 * the default plate, else the first.
 */
function plateToShow(named: string, plates: readonly BoundPlateItem[] | undefined): string {
  if (named) return named;
  return (plates?.find((p) => p.isDefault === 1) ?? plates?.[0])?.plateNo ?? '';
}

/**
 * A visitor-issued invoice opens on the self-service status page, which reads it by plate and number as the visitor
 * did (progress, 打开电子发票, 重新发送; the order, for 重新开票 after a failure), rather than a detail page of its own.
 */
function PlateInvoiceCard({ inv, plateNo }: { inv: PlateInvoice; plateNo: string }) {
  return (
    <RecordCard
      record={inv}
      to={invoiceLinks.bySelf({ plateNo, orderNo: inv.order.orderNo, invoiceNo: inv.invoiceNo })}
      note={
        <>
          <span>
            {inv.order.kindText} · {inv.order.title}
          </span>
          <span>订单{inv.order.orderNo}</span>
        </>
      }
    />
  );
}

function PlateList({ plateNo }: { plateNo: string }) {
  const arg = { plateNo };
  // As the records: asked again while one is 开票中, so it reaches 已开票 in view.
  const known = invoiceByPlateApi.endpoints.plateInvoices.useInfiniteQueryState(arg);
  const issuing = Boolean(known.data?.pages.some((p) => p.results.some((r) => r.state === 1)));
  // Asked afresh on every opening: the binding is read by the server at each call, so an unbound plate is refused now.
  const q = usePlateInvoicesInfiniteQuery(arg, { ...FRESH, pollingInterval: issuing ? invoiceTiming.pollMs : 0, skipPollingIfUnfocused: true });
  return (
    <PagedList
      query={q}
      label="游客开具的发票"
      loading="发票加载中"
      error="发票加载失败"
      empty={{ text: '该车牌暂无游客开具的发票', description: '未登录时凭该车牌和停车订单编号自助开具的发票，会显示在这里' }}
      header={(items, total) => <p className={styles.count}>共 {total ?? items.length} 张游客开具的发票</p>}
      itemKey={(r) => r.invoiceNo}
      renderItem={(r) => <PlateInvoiceCard inv={r} plateNo={plateNo} />}
      pullToRefresh
    />
  );
}

/**
 * 按车牌 on /invoiceRecord: one of the driver's plates (real radios), and the invoices asked for without an account
 * for its parking orders. The plate chosen lives in the address (`view=plate&plateNo`), so Back from an invoice and a
 * reload find it.
 */
export function PlateInvoices({ named, onPlate }: { named: string; onPlate: (plateNo: string) => void }) {
  const plates = useBoundPlatesQuery(undefined, FRESH);
  const list = plates.data?.results;
  // The plate tapped shows as chosen at once: the address it is written to changes only once the router's navigation
  // has run, and until then the radio would fall back to the plate before (a flicker, and a tap that seems lost).
  const [tapped, setTapped] = useState<{ plateNo: string; over: string } | null>(null);
  const plateNo = tapped && tapped.over === named ? tapped.plateNo : plateToShow(named, list);
  const choose = (next: string) => {
    setTapped({ plateNo: next, over: named });
    onPlate(next);
  };

  let message: ReactNode;
  if (!list) {
    message = plates.isError ? (
      <p className={styles.line} role="alert">
        车辆加载失败
        <Button size="small" fill="none" color="primary" loading={plates.isFetching} onClick={() => void plates.refetch()}>
          重试
        </Button>
      </p>
    ) : (
      <p className={styles.line} role="status">
        车辆加载中…
      </p>
    );
  } else if (list.length === 0) {
    message = (
      <p className={styles.line}>
        还没有绑定车辆，绑定后可查看该车牌未登录时开具的发票。
        <Link className={styles.addLink} to={href(paths.addCar, { redirect: invoiceLinks.byPlate() })}>
          添加车辆
        </Link>
      </p>
    );
  }

  return (
    <div className={styles.stack}>
      <PlatePicker
        id="invoice-plate"
        legend="选择车辆"
        hint="查看未登录时为该车辆自助开具的发票（仅限本账户绑定的车辆）"
        card
        size="small"
        plates={(list ?? []).map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor, side: p.isDefault ? '默认车辆' : undefined }))}
        message={message}
        value={plateNo}
        onChange={choose}
      />
      {plateNo && <PlateList key={plateNo} plateNo={plateNo} />}
    </div>
  );
}
