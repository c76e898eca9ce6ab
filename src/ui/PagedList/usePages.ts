import { useEffect, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import type { RootState } from '@/app/store';
import { useAppSelector } from '@/ui/hooks';
import type { PagedQuery } from '@/ui/PagedList/PagedList';

interface Subscription {
  unsubscribe(): void;
  refetch(): unknown;
}

/** One page's read as the cache holds it. */
interface PageRead<Page> {
  data?: Page;
  status: string;
}

export interface PagesSource<Arg, Page, Item> {
  /** The first page's argument; a new one (another filter) starts the list again. */
  first: Arg;
  /** The next page's argument, or null at the end. */
  next: (page: Page, arg: Arg) => Arg | null;
  /** Starts and holds the read of one page: `(a) => dispatch(api.endpoints.x.initiate(a))`. */
  start: (arg: Arg) => Subscription;
  /** That page in the cache: `(s, a) => api.endpoints.x.select(a)(s)`. */
  read: (state: RootState, arg: Arg) => PageRead<Page>;
  items: (page: Page) => Item[];
}

/**
 * A list a service pages by cursor (or page number) read as the kit's PagedList wants it: each page one
 * cached query, the next asked for when the driver scrolls to the end. The booking service's API has plain queries, not
 * RTK's infinite ones; this strings them together.
 */
export function usePages<Arg, Page, Item>({ first, next, start, read, items }: PagesSource<Arg, Page, Item>): PagedQuery<Item> {
  const key = JSON.stringify(first);
  const [chain, setChain] = useState<{ key: string; args: Arg[] }>({ key, args: [first] });
  const args = chain.key === key ? chain.args : [first];
  const argsKey = JSON.stringify(args);
  const subs = useRef<Subscription[]>([]);
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    const list = (JSON.parse(argsKey) as Arg[]).map((a) => startRef.current(a));
    subs.current = list;
    return () => list.forEach((s) => s.unsubscribe());
  }, [argsKey]);

  const flat = useAppSelector((s) => args.flatMap((a) => {
    const r = read(s, a);
    return [r.data, r.status];
  }), shallowEqual);

  const pages: Page[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const data = flat[i * 2] as Page | undefined;
    if (data === undefined) break;
    pages.push(data);
  }
  const lastIndex = args.length - 1;
  const lastStatus = flat[lastIndex * 2 + 1];
  const firstStatus = flat[1];
  const lastPage = pages.length === args.length ? pages[lastIndex] : undefined;
  const nextArg = lastPage !== undefined ? next(lastPage, args[lastIndex] as Arg) : null;

  return {
    data: pages.length ? { pages: pages.map((p) => ({ results: items(p) })) } : undefined,
    isError: pages.length === 0 && firstStatus === 'rejected',
    isFetching: firstStatus === 'pending',
    hasNextPage: nextArg !== null,
    isFetchingNextPage: args.length > 1 && lastPage === undefined && lastStatus !== 'rejected',
    isFetchNextPageError: args.length > 1 && lastPage === undefined && lastStatus === 'rejected',
    fetchNextPage: () => {
      if (lastPage === undefined) {
        subs.current[lastIndex]?.refetch();
        return;
      }
      if (nextArg !== null) setChain({ key, args: [...args, nextArg] });
    },
    refetch: () => {
      setChain({ key, args: [first] });
      return subs.current[0]?.refetch();
    },
  };
}
