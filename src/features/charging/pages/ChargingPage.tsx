import { useSearchParams } from 'react-router-dom';
import { usePileQuery } from '@/api/cps/session';
import { isNotFoundAnswer } from '@/api/errorCatalogue';
import { parsePileCode } from '@/lib/pileCode';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { LoadFailed, Loading } from '@/ui/states/States';
import { PileEntry } from '../components/start/PileEntry';
import { StartForm } from '../components/start/StartForm';

const TITLE = '扫码充电';
const NO_SUCH_PILE = '未找到该充电桩，请核对桩上的编号';

/**
 * /chargingPage[?pileCode][&gunNo][&couponId]: start charging. Without a pile (or with a code that is not one): scan
 * or type its number. With one: the pile, its price, the free guns (gunNo's already chosen when it is free), when to
 * stop, the coupon chosen on /chargingChoiceCoupon (carried back here in the address), and 开始充电.
 */
export function ChargingPage() {
  const [params] = useSearchParams();
  const raw = params.get('pileCode');
  const pileCode = parsePileCode(raw);
  if (pileCode) {
    return (
      <RequireDriver>
        <Pile pileCode={pileCode} gunNo={params.get('gunNo') || null} couponId={params.get('couponId') || null} />
      </RequireDriver>
    );
  }
  return (
    <Page title={TITLE}>
      <RequireDriver>
        {/* Keyed by the address's code: another refused code says its own refusal afresh. */}
        <PileEntry key={raw ?? ''} refused={raw || undefined} />
      </RequireDriver>
    </Page>
  );
}

/** The pile's start form once it is known (a page of its own, with 开始充电 pinned at its foot), else how it loads. */
function Pile({ pileCode, gunNo, couponId }: { pileCode: string; gunNo: string | null; couponId: string | null }) {
  const pile = usePileQuery(pileCode);
  // No such pile: said once, here (the catalogue does not toast it, api/errorCatalogue.ts), with the way to scan or
  // type another; not the load-failed state, whose 网络不佳 would be wrong and whose 重试 would find nothing again.
  const notFound = pile.isError && isNotFoundAnswer(pile.error) ? pile.error.msg || NO_SUCH_PILE : null;
  if (notFound === null && pile.data !== undefined) return <StartForm title={TITLE} pile={pile.data} gunNo={gunNo} couponId={couponId} />;
  let body;
  if (notFound !== null) body = <PileEntry key={pileCode} notFound={notFound} />;
  else if (pile.isError) body = <LoadFailed text="充电桩信息加载失败" onRetry={() => void pile.refetch()} busy={pile.isFetching} error={pile.error} />;
  else body = <Loading text="充电桩信息加载中" />;
  return <Page title={TITLE}>{body}</Page>;
}
