import type { ApiError } from '@/api/apiError';
import { Page } from '@/ui/Page/Page';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';

const NO_SUCH_LANE = '未找到该车道，请重新扫码';

/**
 * A lane code that names no lane: said once, here (the catalogue does not toast it, api/errorCatalogue.ts), with the
 * way to scan again; not the load-failed state, whose 网络不佳 would be wrong.
 */
export function NoSuchLane({ title, error, rescan }: { title: string; error: ApiError; rescan: string }) {
  return (
    <Page title={title}>
      <div role="alert">
        <Empty text={error.msg || NO_SUCH_LANE}>
          <LinkButton solid block={false} to={rescan}>重新扫码</LinkButton>
        </Empty>
      </div>
    </Page>
  );
}
