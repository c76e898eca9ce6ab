import { useDisputesQuery } from '@/api/driver/disputes';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { DisputeNotice } from '@/ui/DisputeNotice';

/**
 * An unpaid bill under an open dispute (a complaint in 处理中, or 我已离场): set aside, with the way to the dispute.
 * Only a bill still owing can be set aside, so a paid one asks nothing; the list is asked afresh on each visit, as
 * the complaint that opened it was sent to another service.
 */
export function OpenDispute({ bill }: { bill: Pick<ParkOrderDetail, 'uniqueId' | 'orderState'> }) {
  const owing = bill.orderState !== 3;
  const disputes = useDisputesQuery(undefined, { skip: !owing, refetchOnMountOrArgChange: true });
  const open = disputes.data?.results.find((d) => d.open && d.billKind === 'parking' && d.billNo === bill.uniqueId);
  return open ? <DisputeNotice disputeId={open.disputeId} setAside /> : null;
}
