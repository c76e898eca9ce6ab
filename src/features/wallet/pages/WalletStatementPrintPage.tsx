import { Button } from 'antd-mobile';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { PrintSheet } from '../components/statement/PrintSheet';
import { useStatement } from '../components/statement/useStatement';

function Sheet() {
  const { params, query } = useStatement();
  const current = { data: query.currentData, isError: query.isError, isFetching: query.isFetching, refetch: query.refetch };
  return (
    <QueryState query={current} loading="账单加载中" error="账单加载失败">
      {(s) => <PrintSheet statement={s} params={params} />}
    </QueryState>
  );
}

/**
 * /walletStatementPrint?from&to[&plateNo&kind&groupId]: the statement as a printable page for an expense claim, to
 * print or to save as a PDF from the browser's print dialog; the bar and the 打印 button stay off the paper.
 */
export function WalletStatementPrintPage() {
  return (
    <Page
      title="打印账单"
      fallback={href(paths.walletDetail)}
      footer={
        <Button block color="primary" shape="rounded" size="large" onClick={() => window.print()}>
          打印
        </Button>
      }
    >
      <RequireDriver>
        <Sheet />
      </RequireDriver>
    </Page>
  );
}
