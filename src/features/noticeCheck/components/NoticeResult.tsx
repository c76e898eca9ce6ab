import type { CheckedLink, NoticeCheck, NoticeCheckBody } from '@/api/charge/noticeChecks.types';
import { useServiceInfoQuery } from '@/api/basic/service';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { Facts } from '@/ui/Facts';
import { LinkButton } from '@/ui/LinkButton';
import styles from './NoticeResult.module.css';

/** Foreign links first, whatever the rest says; then the bill: genuine or no match (docs/rules/scam-check.md). */
export function NoticeResult({ data, asked }: { data: NoticeCheck; asked: NoticeCheckBody }) {
  const foreign = data.links.filter((l) => !l.official);
  return (
    <div className={styles.result} aria-live="polite">
      {foreign.length > 0 && <ForeignLinks foreign={foreign} officialHosts={data.officialHosts} genuine={data.verdict === 'genuine'} />}
      {data.verdict === 'genuine' ? <Genuine data={data} asked={asked} /> : <NoMatch />}
    </div>
  );
}

function hostsOf(links: CheckedLink[]): string[] {
  return [...new Set(links.map((l) => l.host || l.link))];
}

function ForeignLinks({ foreign, officialHosts, genuine }: { foreign: CheckedLink[]; officialHosts: string[]; genuine: boolean }) {
  return (
    <section className={styles.warn} role="alert" aria-labelledby="notice-foreign-title">
      <h2 id="notice-foreign-title" className={styles.heading}>此链接不是我们的</h2>
      <p className={styles.line}>
        通知中的链接指向{' '}
        {hostsOf(foreign).map((h, i) => (
          <span key={h}>
            {i > 0 && '、'}
            <strong className={styles.host} dir="ltr">{h}</strong>
          </span>
        ))}
        ，不是本平台的网址。请勿打开，不要在其中付款或填写银行卡号、验证码。
      </p>
      <p className={styles.line}>
        本平台的网址只有：
        {officialHosts.map((h, i) => (
          <span key={h}>
            {i > 0 && '、'}
            <span className={styles.host} dir="ltr">{h}</span>
          </span>
        ))}
      </p>
      {genuine && <p className={styles.line}>账单是真实的，但请只在本应用内支付，不要通过通知中的链接支付。</p>}
    </section>
  );
}

function Genuine({ data, asked }: { data: NoticeCheck; asked: NoticeCheckBody }) {
  return (
    <section className={styles.ok} aria-labelledby="notice-genuine-title">
      <h2 id="notice-genuine-title" className={styles.heading}>这是我们的真实通知</h2>
      {data.payee && <p className={styles.line}>官方收款方：{data.payee}</p>}
      {data.amountDiffers && asked.amountCents !== undefined && (
        <p className={styles.line}>
          通知上的金额为 {formatMoney(asked.amountCents)}，该车牌实际待缴 {formatMoney(data.owedCents)}，请以实际待缴为准。
        </p>
      )}
      <p className={styles.line}>
        车牌 {data.plateNo} 实际待缴 {data.bills.length} 笔，共 {formatMoney(data.owedCents)}：
      </p>
      <ul className={styles.bills} aria-label="实际待缴账单">
        {data.bills.map((b) => (
          <li key={b.uniqueId} className={styles.bill}>
            <h3 className={styles.billName}>{b.parkName}</h3>
            <Facts spaced rows={[['待缴金额', formatMoney(b.owedCents)], ['停车地点', b.place], ['入场时间', b.inTime], ['通知编号', b.noticeNo]]} />
            <LinkButton to={href(paths.payPage, { uniqueId: b.uniqueId, parkId: b.parkId })} solid label={`去支付 ${b.parkName} ${formatMoney(b.owedCents)}`}>
              去支付
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoMatch() {
  const info = useServiceInfoQuery();
  const hotline = info.data?.hotline;
  return (
    <section className={styles.warn} aria-labelledby="notice-nomatch-title">
      <h2 id="notice-nomatch-title" className={styles.heading}>未找到与此通知相符的欠费</h2>
      <p className={styles.line}>请不要付款。本平台没有与此通知相符的待缴账单，它可能是诈骗。</p>
      <ol className={styles.steps}>
        <li>不要点击通知中的链接，也不要扫描其中的二维码付款。</li>
        <li>不要向任何人转账，也不要告诉对方验证码。</li>
        <li>
          有疑问请拨打本平台客服电话{' '}
          {hotline ? (
            <a href={`tel:${hotline.replace(/[^0-9]/g, '')}`} dir="ltr">{hotline}</a>
          ) : (
            '（见 我的 › 客服中心）'
          )}
          {info.data?.hours ? `（${info.data.hours}）` : ''} 或 12345 政务服务热线核实。
        </li>
        <li>如果已经付款，请立即拨打 110 报警。</li>
        <li>保留这条短信或这张罚单，作为证据。</li>
      </ol>
    </section>
  );
}
