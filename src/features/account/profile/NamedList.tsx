import type { ReactNode } from 'react';
import { CardList } from '@/ui/CardList';

/**
 * The kit's CardList with the list semantics antd-mobile's List drops (it passes no `role`): screen readers hear
 * "list, 3 items" and its name. Each row's content carries role="listitem".
 */
export function NamedList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="list" aria-label={label}>
      <CardList>{children}</CardList>
    </div>
  );
}
