import { Suspense } from 'react';
import { Link } from '@/ui/Link';
import { constants } from '@config/constants';
import { useNewsListQuery } from '@/api/publicity';
import { usePlatform } from '@/platform/PlatformContext';
import { readStored } from '@/session/storage';
import { lazyBlock } from '@/ui/lazyBlock';
import { Block, BlockEmpty, BlockError, Skeleton } from '../Block/Block';
import { paths } from '@/lib/paths';

/*
 * The rows are a chunk of their own: the last block of the page, drawn only once its answer is in (never in the
 * prerendered page). Their code starts with the page's, so that the answer's commit draws them, not a fallback first
 * (ui/lazyBlock). Not retryImport: news is not worth reloading the page for.
 */
const NewsRows = lazyBlock(() =>
  import(/* webpackChunkName: "home-news" */ './NewsRows').then(
    (m) => m.NewsRows,
    () => () => <BlockError message="资讯未能加载，请检查网络" onRetry={() => window.location.reload()} />,
  ),
);
NewsRows.load();

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
    <Block later title="资讯" action={<Link to={paths.newsList}>更多资讯</Link>} waiting={isLoading && '资讯加载中'}>
      {isLoading ? null : isError || !data ? (
        <BlockError message="资讯加载失败" onRetry={() => void refetch()} />
      ) : data.results.length === 0 ? (
        <BlockEmpty>暂无资讯</BlockEmpty>
      ) : (
        <Suspense fallback={<Skeleton rows={3} label="资讯加载中" />}>
          <NewsRows items={data.results.slice(0, constants.homeNewsPageSize)} />
        </Suspense>
      )}
    </Block>
  );
}

