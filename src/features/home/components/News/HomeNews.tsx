import { Link } from 'react-router-dom';
import { constants } from '@config/constants';
import { useNewsListQuery } from '@/api/publicity';
import type { NewsItem } from '@/api/publicity/types';
import { usePlatform } from '@/platform/PlatformContext';
import { readStored } from '@/session/storage';
import { Block, BlockEmpty, BlockError, Skeleton } from '../Block/Block';
import { externalUrl } from '@/lib/externalLink';
import styles from './HomeNews.module.css';
import { href, paths } from '@/lib/paths';

/** News (menu config news on): the newest three; thirdUrl items open the external page, others /newsDetail. */
export function HomeNews() {
  const { clientType } = usePlatform();
  const driverDealerId = readStored('driverDealerId');
  const { data, isLoading, isError, refetch } = useNewsListQuery({
    pageNo: 1,
    pageSize: constants.homeNewsPageSize,
    clientType,
    ...(driverDealerId ? { driverDealerId } : {}),
  });
  return (
    <Block later title="资讯" action={<Link to={paths.newsList}>更多资讯</Link>}>
      {isLoading ? (
        <Skeleton rows={3} label="资讯加载中" />
      ) : isError || !data ? (
        <BlockError message="资讯加载失败" onRetry={() => void refetch()} />
      ) : data.results.length === 0 ? (
        <BlockEmpty>暂无资讯</BlockEmpty>
      ) : (
        <ul className={styles.hnews}>
          {data.results.slice(0, constants.homeNewsPageSize).map((n) => (
            <li key={n.newsId}>
              <NewsRow item={n} />
            </li>
          ))}
        </ul>
      )}
    </Block>
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
