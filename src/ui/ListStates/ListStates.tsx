import { useEffect, useRef } from 'react';
import './listStates.css';

/** The first load of a screen: a status line the screen reader announces. */
export function Loading({ text = '加载中…' }: { text?: string }) {
  return (
    <p className="list-state" role="status" aria-busy="true">
      {text}
    </p>
  );
}

/** Data the screen failed to load: what went wrong and 重试 (the catalogue already toasted the server's message). */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="list-state" role="alert">
      <p>{text}</p>
      <button type="button" className="list-state-btn" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="list-state list-state--empty">{text}</p>;
}

interface ListEndProps {
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onMore: () => void;
  endText?: string;
}

/**
 * The foot of a paged list: the next page loads by itself when this scrolls into view (IntersectionObserver),
 * or by 加载更多 where that is not available; a failed page offers a retry; the end says so.
 */
export function ListEnd({ hasMore, loadingMore, failed, onMore, endText = '没有更多了' }: ListEndProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  const active = hasMore && !loadingMore && !failed;
  useEffect(() => {
    const el = sentinel.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [active]);

  return (
    <div className="list-end">
      {loadingMore ? (
        <p role="status">加载中…</p>
      ) : failed ? (
        <button type="button" className="list-state-btn" onClick={onMore}>
          加载失败，点击重试
        </button>
      ) : hasMore ? (
        <>
          <div ref={sentinel} aria-hidden="true" />
          <button type="button" className="list-state-btn" onClick={onMore}>
            加载更多
          </button>
        </>
      ) : (
        <p>{endText}</p>
      )}
    </div>
  );
}
