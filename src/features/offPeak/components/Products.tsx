import type { DiffTimeParkInfo, DiffTimeProduct } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import styles from './Products.module.css';

function Product({ p }: { p: DiffTimeProduct }) {
  const soldOut = p.leftNum <= 0;
  return (
    <li className={styles.card}>
      <div className={styles.line}>
        <h3 className={styles.title}>{p.productName}</h3>
        <span className={`${styles.money} ${styles.moneyDue}`}>{formatMoney(p.priceCents)}</span>
      </div>
      <p className={styles.weak}>{p.description}</p>
      <p className={styles.line}>
        <span className={styles.weak}>
          {p.days}天 · 最多{p.maxPlates}个车牌
        </span>
        <span className={soldOut ? styles.bad : undefined}>{soldOut ? '已售罄' : `剩余 ${p.leftNum}/${p.totalNum}`}</span>
      </p>
      {!soldOut && (
        <div className={styles.gapTop}>
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
    <section className={styles.stack} aria-labelledby="op-products">
      <h2 id="op-products" className={styles.subtitle}>
        错时包月
      </h2>
      {lot.products.length === 0 ? (
        <p className={styles.weak}>暂无可购买的错时套餐</p>
      ) : (
        <ul className={styles.list} aria-label="错时套餐">
          {lot.products.map((p) => (
            <Product key={p.productId} p={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
