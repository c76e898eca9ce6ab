import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InvoiceDetail } from '@/api/invoice/records.types';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { invoiceLinks } from './links';
import { useRecord } from './useRecord';

function Loaded({ invoiceNo, children }: { invoiceNo: string; children: (invoice: InvoiceDetail) => ReactNode }) {
  const q = useRecord(invoiceNo);
  return (
    <QueryState query={q} loading="发票信息加载中" error="发票信息加载失败">
      {children}
    </QueryState>
  );
}

/**
 * The invoice a page is about (`?invoiceNo=`), with its loading and failed states; a link without one says where
 * to go instead. Under RequireDriver: a visitor's visit asks for nothing.
 */
export function WithRecord({ children }: { children: (invoice: InvoiceDetail) => ReactNode }) {
  const [search] = useSearchParams();
  const invoiceNo = search.get('invoiceNo');
  if (!invoiceNo) {
    return (
      <Empty text="缺少发票信息，请从开票记录进入">
        <LinkButton to={invoiceLinks.records()}>
          查看开票记录
        </LinkButton>
      </Empty>
    );
  }
  return <Loaded invoiceNo={invoiceNo}>{children}</Loaded>;
}
