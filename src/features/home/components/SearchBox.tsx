import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import styles from './SearchBox.module.css';

/** Looks like a search field; opens the search page, where the driver types. */
export function SearchBox() {
  return (
    <Link className={styles.search} to={paths.searchPage}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d="M10.5 3a7.5 7.5 0 0 1 5.96 12.06l4.24 4.24-1.4 1.4-4.24-4.24A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" />
      </svg>
      <span>搜索目的地/停车场</span>
    </Link>
  );
}
