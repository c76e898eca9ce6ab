import { List } from 'antd-mobile';
import { Link } from '@/ui/Link';
import type { InvoiceDetail } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { invoiceLinks } from './links';
import styles from './RecordInfo.module.css';
import { CardList } from '@/ui/CardList';

/** 购买方: the title as printed, with the company's registered details when it has them. */
function TitleRows({ invoice }: { invoice: InvoiceDetail }) {
  const t = invoice.title;
  return (
    <CardList header={<h2 className={styles.sectionTitle}>发票抬头</h2>}>
      <DetailRow label="抬头类型">{t.titleType === 1 ? '单位' : '个人'}</DetailRow>
      <DetailRow label="抬头名称">{t.name}</DetailRow>
      {t.taxNo && <DetailRow label="税号">{t.taxNo}</DetailRow>}
      {t.address && <DetailRow label="注册地址">{t.address}</DetailRow>}
      {t.phone && <DetailRow label="注册电话">{t.phone}</DetailRow>}
      {t.bank && <DetailRow label="开户银行">{t.bank}</DetailRow>}
      {t.account && <DetailRow label="银行账号">{t.account}</DetailRow>}
    </CardList>
  );
}

/** The invoice's own facts: kind, issuer, numbers, times, where it was sent, the remark. */
export function RecordInfo({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <TitleRows invoice={invoice} />
      <CardList header={<h2 className={styles.sectionTitle}>发票信息</h2>}>
        <DetailRow label="发票类型">{invoice.invoiceTypeText}</DetailRow>
        <DetailRow label="开票方">{invoice.issuerName}</DetailRow>
        {invoice.taxInvoiceNo && <DetailRow label="发票号码">{invoice.taxInvoiceNo}</DetailRow>}
        {invoice.issueTime && <DetailRow label="开票时间">{formatDateTime(invoice.issueTime)}</DetailRow>}
        <DetailRow label="申请时间">{formatDateTime(invoice.createTime)}</DetailRow>
        <DetailRow label="申请编号">{invoice.invoiceNo}</DetailRow>
        {invoice.email && <DetailRow label="接收邮箱">{invoice.email}</DetailRow>}
        {invoice.remark && <DetailRow label="备注">{invoice.remark}</DetailRow>}
      </CardList>
      <CardList>
        <List.Item>
          <Link className={styles.rowLink} to={invoiceLinks.billList(invoice.invoiceNo)}>
            <span>开票订单</span>
            <span className={styles.weak}>
              共{invoice.orderCount}笔 · {formatMoney(invoice.amountCents)} ›
            </span>
          </Link>
        </List.Item>
      </CardList>
      {invoice.sentTo.length > 0 && (
        <CardList header={<h2 className={styles.sectionTitle}>发送记录</h2>}>
          {invoice.sentTo.map((s, i) => (
            // The address, however long, on its own line with the time under it: beside a time it was cut off.
            <List.Item key={`${s.email}-${s.time}-${i}`} description={formatDateTime(s.time)}>
              <span className={styles.email}>{s.email}</span>
            </List.Item>
          ))}
        </CardList>
      )}
    </>
  );
}
