import { Button, Skeleton } from 'antd-mobile';
import { lazy, Suspense, type ReactNode } from 'react';
import { isDefiniteRefusal, isMalformed } from '@/api/apiError';
import { ErrorBlock, noImage } from './errorBlock';
import styles from './States.module.css';

// A refusal is rare on a first screen: its view (and the kit's link buttons) loads when one comes.
const Refused = lazy(() => import(/* webpackChunkName: "refused-state" */ './Refused').then((m) => ({ default: m.Refused })));

/** A screen's first load: grey bars where the content will be, and a status line for screen readers. */
export function Loading({ text = '加载中…', lines = 4 }: { text?: string; lines?: number }) {
  return (
    <div className={styles.state} role="status" aria-busy="true">
      <span className="sr-only">{text}</span>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

/**
 * Data the screen failed to load: what went wrong and 重试. The catalogue has already toasted the server's
 * message; this stays until the driver acts, so nothing vanishes with the toast. Given the call's error, an answer
 * that broke the contract says 数据异常 (the server answered, the network is not to blame), and a definite refusal
 * says the server's words with the ways on instead of 重试.
 */
export function LoadFailed({ text, onRetry, busy = false, error }: { text: string; onRetry: () => void; busy?: boolean; error?: unknown }) {
  if (isDefiniteRefusal(error)) {
    return (
      <Suspense fallback={<Loading lines={2} />}>
        <Refused text={text} msg={error.msg} />
      </Suspense>
    );
  }
  const why = isMalformed(error) ? '数据异常：服务器返回的数据不完整，请稍后重试' : '网络不佳或服务繁忙，请稍后重试';
  return (
    <div className={styles.state} role="alert">
      <ErrorBlock status="default" title={text} description={why} image={noImage}>
        <Button color="primary" fill="outline" shape="rounded" loading={busy} onClick={onRetry}>
          重试
        </Button>
      </ErrorBlock>
    </div>
  );
}

/** Nothing to show yet, and (as children) what the driver can do about it. */
export function Empty({ text, description, children }: { text: string; description?: string; children?: ReactNode }) {
  return (
    <div className={`${styles.state} ${styles.empty}`}>
      <ErrorBlock status="empty" title={text} description={description ?? ''} image={noImage}>
        {children}
      </ErrorBlock>
    </div>
  );
}

/** The states of one RTK Query read: what a page shows for a query before its data, in one place. */
export interface QueryLike<T> {
  data?: T;
  isLoading?: boolean;
  isError: boolean;
  /** The call's error: an answer that broke the contract reads 数据异常. */
  error?: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loading, for the status line ('车辆加载中'). */
  loading?: string;
  /** What failed ('车辆列表加载失败'). */
  error: string;
  /** When the data counts as empty, what to say (and children of the empty state: an action). */
  empty?: { when: (data: T) => boolean; text: string; description?: string; action?: ReactNode };
  children: (data: T) => ReactNode;
}

/** Loading, error with retry, empty or the content, for one query. */
export function QueryState<T>({ query, loading, error, empty, children }: QueryStateProps<T>) {
  if (query.data === undefined) {
    if (query.isError) return <LoadFailed text={error} onRetry={() => void query.refetch()} busy={query.isFetching} error={query.error} />;
    return <Loading text={loading} />;
  }
  if (empty && empty.when(query.data)) {
    return (
      <Empty text={empty.text} description={empty.description}>
        {empty.action}
      </Empty>
    );
  }
  return <>{children(query.data)}</>;
}
