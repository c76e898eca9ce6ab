import './pageLoading.css';

/** What shows while a page's chunk or first data arrives: the same skeleton the static shell paints. */
export function PageLoading({ label = '加载中…' }: { label?: string }) {
  return (
    <div className="page-loading" role="progressbar" aria-label={label} aria-busy="true">
      <div className="page-loading-block" />
      <p>{label}</p>
    </div>
  );
}
