import { List } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';

/**
 * One row of a profile list: what it is, its value, and the page that changes it. The whole row is a real link
 * (antd-mobile's clickable List.Item is an <a> without href, which a keyboard cannot reach).
 */
export function ProfileRow({ label, value, to, empty = '未设置' }: { label: string; value: string; to: string; empty?: string }) {
  return (
    <List.Item>
      <div role="listitem">
        <Link className="pf-row" to={to}>
          <span className="pf-row-label">{label}</span>
          <span className={`pf-row-value${value ? '' : ' pf-row-value--empty'}`}>{value || empty}</span>
          <RightOutline className="pf-row-chevron" aria-hidden="true" />
        </Link>
      </div>
    </List.Item>
  );
}
