import styles from './PageLoading.module.css';

/** What shows while a page's chunk or first data arrives: the same skeleton the static shell paints. */
export function PageLoading({ label = '加载中…' }: { label?: string }) {
  return (
    <div className={styles.root} role="progressbar" aria-label={label} aria-busy="true">
      <div className={styles.block} />
      <p>{label}</p>
    </div>
  );
}
