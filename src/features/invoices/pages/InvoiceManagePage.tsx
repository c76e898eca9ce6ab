import { List } from 'antd-mobile';
import { Link } from '@/ui/Link';
import { useInvoiceableOrdersQuery } from '@/api/invoice/orders';
import { formatMoney } from '@/lib/format';
import { loginWithRedirect } from '@/lib/loginTarget';
import { paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { LinkButton } from '@/ui/LinkButton';
import { invoiceLinks } from '../components/links';
import { TitleManager } from '../components/TitleManager';
import styles from './InvoiceManagePage.module.css';
import { CardList } from '@/ui/CardList';

/** How much waits to be invoiced, and the way to it; the count is a help, its failure no obstacle. */
function ToInvoice() {
  const q = useInvoiceableOrdersQuery({});
  const total = q.data?.groups.reduce((s, g) => s + g.totalCents, 0) ?? 0;
  let text = '可开票订单加载中…';
  if (q.data) text = q.data.total > 0 ? `${q.data.total}笔订单可开票，共${formatMoney(total)}` : '暂无可开票订单';
  else if (q.isError) text = '可开票订单暂时无法获取';
  return (
    <section className={styles.hero} aria-labelledby="inv-hero-heading">
      <h2 id="inv-hero-heading" className={styles.cardTitle}>
        开具电子发票
      </h2>
      <p className={styles.weak} role="status">
        {text}
      </p>
      <LinkButton solid to={invoiceLinks.orderList()}>
        去开票
      </LinkButton>
    </section>
  );
}

function DriverHub() {
  return (
    <>
      <ToInvoice />
      <CardList>
        <List.Item>
          <Link className={styles.rowLink} to={invoiceLinks.records()}>
            <span>开票记录</span>
            <span className={styles.weak}>开票进度、查看与重发 ›</span>
          </Link>
        </List.Item>
      </CardList>
      <TitleManager />
      <ul className={styles.tips}>
        <li>停车费、充电费、月卡及充电钱包充值可开具发票，账户余额充值在消费时开票。</li>
        <li>同一开票方的多笔订单可合并开具一张发票，支付后一年内均可申请。</li>
        <li>电子发票一般5分钟内开具完成，并发送至您填写的邮箱。</li>
      </ul>
    </>
  );
}

/** A visitor signs in to see their orders, or invoices one parking order by plate and order number. */
function VisitorHub() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="inv-hero-heading">
        <h2 id="inv-hero-heading" className={styles.cardTitle}>
          登录后开具发票
        </h2>
        <p className={styles.weak}>登录后可查看全部可开票订单、开票记录和常用抬头。</p>
        <LinkButton solid to={loginWithRedirect(paths.invoiceManage)}>
          登录
        </LinkButton>
      </section>
      <section className={styles.hero} aria-labelledby="inv-self-heading">
        <h2 id="inv-self-heading" className={styles.cardTitle}>
          没有账号？自助开票
        </h2>
        <p className={styles.weak}>凭车牌号和停车订单编号，无需登录即可为一笔停车费开票。</p>
        <LinkButton to={invoiceLinks.bySelf()}>
          自助开票
        </LinkButton>
      </section>
    </>
  );
}

/** /invoiceManage (发票管理): invoice orders, the records, saved titles; a visitor is offered self-service. */
export function InvoiceManagePage() {
  const isDriver = useAppSelector(selectIsDriver);
  return <Page title="发票管理">{isDriver ? <DriverHub /> : <VisitorHub />}</Page>;
}
