import { Button } from 'antd-mobile';
import { invoiceSelfApi, useSelfInvoiceQuery } from '@/api/invoice/self';
import type { InvoiceDetail } from '@/api/invoice/records.types';
import { maskPhone } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { RecordHead } from '@/ui/RecordHead';
import { InvoiceStateTag } from '@/payment/invoice/InvoiceStateTag';
import { safeInvoiceUrl } from '@/payment/invoice/invoiceUrl';
import { SelfInvoiceResend } from '@/payment/invoice/SelfInvoiceResend';
import { maskEmail } from './maskEmail';
import { viewable } from './stateText';
import { invoiceTiming } from './timing';
import styles from './SelfInvoiceStatus.module.css';
import { CardList } from '@/ui/CardList';

/**
 * Where it goes, masked: the plate and order number are all this page asks for. The server masks the number already;
 * masked here again all the same (maskPhone leaves a masked one as it is), so a raw one would never show.
 */
function whereTo(inv: InvoiceDetail): string {
  return inv.phone ? `手机号${maskPhone(inv.phone)}（短信）` : maskEmail(inv.email);
}

/**
 * Where a self-service invoice stands; once issued it opens from here (a visitor has no records page) and can be
 * sent again, with the plate as proof.
 */
export function SelfInvoiceView({ inv, plateNo, onAgain }: { inv: InvoiceDetail; plateNo: string; onAgain: () => void }) {
  const url = safeInvoiceUrl(inv.invoiceUrl);
  const to = whereTo(inv);
  return (
    <section className={styles.stack} aria-label="开票进度">
      <RecordHead state={<InvoiceStateTag state={inv.state} text={inv.stateText} large />} stateFirst amountLabel="开票金额" cents={inv.amountCents}>
        {inv.state === 1 && <p>发票正在开具，一般5分钟内完成，完成后将发送至{to}。请保留本页或记下申请编号。</p>}
        {inv.state === 2 && <p>发票已开具，并已发送至{to}。</p>}
        {inv.state === 3 && <p className={styles.failed}>失败原因：{inv.failReason ?? '开票方未说明原因'}。该订单可重新开票。</p>}
        {inv.state === 4 && <p>该发票已红冲作废。</p>}
      </RecordHead>
      {url && viewable(inv.state) && (
        <LinkButton solid href={url}>
          打开电子发票
        </LinkButton>
      )}
      {inv.state === 2 && <SelfInvoiceResend invoiceNo={inv.invoiceNo} plateNo={plateNo} />}
      {(inv.state === 3 || inv.state === 4) && (
        <Button block color="primary" fill="outline" shape="rounded" size="large" onClick={onAgain}>
          重新开票
        </Button>
      )}
      <CardList>
        <DetailRow label="申请编号">{inv.invoiceNo}</DetailRow>
        <DetailRow label="发票抬头">{inv.titleName}</DetailRow>
        <DetailRow label="开票方">{inv.issuerName}</DetailRow>
        <DetailRow label="申请时间">{formatDateTime(inv.createTime)}</DetailRow>
        {inv.taxInvoiceNo && <DetailRow label="发票号码">{inv.taxInvoiceNo}</DetailRow>}
      </CardList>
    </section>
  );
}

/** A self-service invoice found by its number and the plate, asked again every 30 s while 开票中. */
export function SelfInvoiceStatus({ invoiceNo, plateNo, onAgain }: { invoiceNo: string; plateNo: string; onAgain: () => void }) {
  const arg = { invoiceNo, plateNo };
  const known = invoiceSelfApi.endpoints.selfInvoice.useQueryState(arg);
  const issuing = known.data?.state === 1;
  const q = useSelfInvoiceQuery(arg, { pollingInterval: issuing ? invoiceTiming.pollMs : 0, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
  return (
    <QueryState query={q} loading="开票进度加载中" error="开票进度加载失败">
      {(inv) => <SelfInvoiceView inv={inv} plateNo={plateNo} onAgain={onAgain} />}
    </QueryState>
  );
}
