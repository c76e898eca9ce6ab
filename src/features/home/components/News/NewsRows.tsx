import { Link } from '@/ui/Link';
import type { NewsItem } from '@/api/publicity/types';
import { externalUrl } from '@/lib/externalLink';
import { href, paths } from '@/lib/paths';
import styles from './HomeNews.module.css';

/** The home's newest news: thirdUrl items open the external page, others /newsDetail. */
export function NewsRows({ items }: { items: NewsItem[] }) {
  return (
    <ul className={styles.hnews}>
      {items.map((n) => (
        <li key={n.newsId}>
          <NewsRow item={n} />
        </li>
      ))}
    </ul>
  );
}

function NewsRow({ item }: { item: NewsItem }) {
  const inner = (
    <>
      <div className={styles.main}>
        <h3 className={styles.title}>{item.title}</h3>
        <p className={styles.summary}>{item.summary}</p>
        <time className={styles.time}>{item.publishTime.slice(0, 10)}</time>
      </div>
      {item.imgUrl && <img className={styles.img} src={item.imgUrl} alt="" loading="lazy" decoding="async" width={96} height={64} />}
    </>
  );
  const external = externalUrl(item.thirdUrl);
  if (external) {
    return (
      <a className={styles.row} href={external} rel="noopener noreferrer">
        {inner}
      </a>
    );
  }
  return (
    <Link className={styles.row} to={href(paths.newsDetail, { newId: item.newsId })}>
      {inner}
    </Link>
  );
}
