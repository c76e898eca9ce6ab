import { List } from 'antd-mobile';
import type { ReactNode } from 'react';

/**
 * antd-mobile's List with the list semantics it drops (it passes no `role`): screen readers hear "list, 3 items"
 * and its name. Each row's content carries role="listitem".
 */
export function NamedList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="list" aria-label={label}>
      <List mode="card" style={{ margin: 0 }}>{children}</List>
    </div>
  );
}
