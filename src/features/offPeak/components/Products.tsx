import type { DiffTimeParkInfo, DiffTimeProduct } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { LinkButton } from './LinkButton';
import '../offPeak.css';

function Product({ p }: { p: DiffTimeProduct }) {
  const soldOut = p.leftNum <= 0;
  return (
    <li className="op-card">
      <div className="op-line">
        <h3 className="op-title">{p.productName}</h3>
        <span className="op-money op-money--due">{formatMoney(p.priceCents)}</span>
      </div>
      <p className="op-weak">{p.description}</p>
      <p className="op-line">
        <span className="op-weak">
          {p.days}天 · 最多{p.maxPlates}个车牌
        </span>
        <span className={soldOut ? 'op-bad' : undefined}>{soldOut ? '已售罄' : `剩余 ${p.leftNum}/${p.totalNum}`}</span>
      </p>
      {!soldOut && (
        <div className="op-gap-top">
          <LinkButton solid small to={href(paths.packageCarSelect, { parkId: p.parkId, productId: p.productId })}>
            购买{p.productName}
          </LinkButton>
        </div>
      )}
    </li>
  );
}

/** The lot's off-peak packages (every window of some days), each bought with its plates. */
export function Products({ lot }: { lot: DiffTimeParkInfo }) {
  if (!lot.supportPackage) return null;
  return (
    <section className="op-stack" aria-labelledby="op-products">
      <h2 id="op-products" className="op-subtitle">
        错时包月
      </h2>
      {lot.products.length === 0 ? (
        <p className="op-weak">暂无可购买的错时套餐</p>
      ) : (
        <ul className="op-list" aria-label="错时套餐">
          {lot.products.map((p) => (
            <Product key={p.productId} p={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
