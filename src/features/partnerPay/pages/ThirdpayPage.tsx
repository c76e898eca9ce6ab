import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useBillCoverageQuery } from '@/api/charge/coverage';
import { COVERAGE_CODES } from '@/api/charge/coverage.types';
import { useCreateThirdPayMutation, useParkSignQuery } from '@/api/charge/partner';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { PAY_AMOUNT_CHANGED } from '@/lib/wire';
import type { ParkSign } from '@/api/charge/partner.types';
import { externalUrl, leaveApp } from '@/lib/externalLink';
import { formatMoney, formatYuan } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { CoverNotice, payAnywayText } from '@/payment/ui/CoverNotice';
import { payeeAt, PaySentence } from '@/payment/ui/PaySentence';
import { ChoiceRadios } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { LinkButton } from '@/ui/LinkButton';
import { useAskOnce } from '@/ui/useAskOnce';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { failureOf } from '@/ui/states/failureOf';
import { BillSummary } from '../components/BillSummary';
import styles from './ThirdpayPage.module.css';
import { useParkOrderDetailQuery } from '@/api/charge/bills';

const TITLE = '第三方支付';
const CHANNEL_NAME = { 2: '支付宝', 3: '微信支付' } as const;

/**
 * /thirdpay?uniqueId&parkId: paying a parking bill at the partner's checkout, signed in or not. The order is made
 * here (the same one again on a second tap or a reload), then the checkout page takes over and returns to
 * /thirdpaySuccess, which asks the server how it ended. Before paying, the server is asked whether another channel
 * covers the bill: the cover is said above the button, which is 刷新 where paying would be twice, and asks
 * first where the payer may still pay (then the order says confirmCovered).
 */
export function ThirdpayPage() {
  const [params] = useSearchParams();
  const uniqueId = params.get('uniqueId');
  const parkId = params.get('parkId');
  if (!uniqueId || !parkId) {
    return (
      <Page title={TITLE}>
        <Empty text="缺少账单信息" description="请回到停车场二维码页面重新查询" />
      </Page>
    );
  }
  return <ThirdpayBody uniqueId={uniqueId} parkId={parkId} />;
}

function ThirdpayBody({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const detail = useParkOrderDetailQuery({ uniqueId, parkId });
  const sign = useParkSignQuery({ parkId });
  const both = {
    data: detail.data && sign.data ? { bill: detail.data, sign: sign.data } : undefined,
    isError: detail.isError || sign.isError,
    error: failureOf(detail, sign),
    isFetching: detail.isFetching || sign.isFetching,
    refetch: () => {
      if (detail.isError) void detail.refetch();
      if (sign.isError) void sign.refetch();
    },
  };
  return (
    <Page title={TITLE}>
      <QueryState query={both} loading="账单加载中" error="账单加载失败">
        {({ bill, sign: s }) => <Checkout bill={bill} sign={s} onRepriced={() => void detail.refetch()} />}
      </QueryState>
    </Page>
  );
}

function Checkout({ bill, sign, onRepriced }: { bill: ParkOrderDetail; sign: ParkSign; onRepriced: () => void }) {
  const [channel, setChannel] = useState<2 | 3 | null>(sign.checkoutChannels[0] ?? null);
  const [create, created] = useCreateThirdPayMutation();
  const [leaving, setLeaving] = useState(false);
  const ui = useFeedback();
  const sentenceId = useId();
  const unpaid = bill.orderState !== 3 && bill.parkFee > 0;
  const coverage = useBillCoverageQuery({ uniqueId: bill.uniqueId, parkId: bill.parkId }, { skip: !unpaid, refetchOnMountOrArgChange: true });
  // A partner's order in flight is this checkout's own: the server hands its payer the same checkout again and tells
  // anyone else it is being paid, so it is no cover here.
  const cover = coverage.data?.cover?.kind === 'partnerOrder' ? null : (coverage.data?.cover ?? null);
  const { ask, asking } = useAskOnce();

  if (bill.orderState === 3) return <Empty text="该账单已支付" description="无需重复缴费" />;
  if (bill.parkFee <= 0) return <Empty text={bill.isBagCar ? '月卡车辆，无需缴费' : '当前无需缴费'} />;
  if (!sign.checkoutChannels.length) return <Empty text="该停车场暂不支持第三方支付" description="请在出口处现场缴费" />;

  const pay = async () => {
    if (!channel || created.isLoading || leaving || coverage.isLoading) return;
    if (cover) {
      const answer = await ask({
        title: '仍要现在支付？',
        content: `${payAnywayText([cover])}。本次支付 ¥${formatYuan(bill.parkFee)}。`,
        actions: [
          { key: 'cancel', text: '暂不支付' },
          { key: 'confirm', text: '确认现在支付', primary: true },
        ],
        safeKey: 'cancel',
      });
      if (answer !== 'confirm') return;
    }
    try {
      const order = await create({
        uniqueId: bill.uniqueId, parkId: bill.parkId, payChannel: channel, returnUrl: paths.thirdpaySuccess, expectedCents: bill.parkFee,
        ...(cover ? { confirmCovered: true } : {}),
      }).unwrap();
      const cashier = order.state === 'pending' ? externalUrl(order.cashierUrl, { fromPage: true }) : null;
      if (!cashier) {
        ui.toast('该订单当前无法支付，请刷新后重试', 3000);
        return;
      }
      setLeaving(true);
      leaveApp.open(cashier);
    } catch (e) {
      // The error catalogue has told the payer why (already paid, arrears first, another payment under way, or the
      // fee rose since the page was read: then the bill is read again, so the button shows what will be charged).
      if (isApiError(e) && e.code === PAY_AMOUNT_CHANGED) onRepriced();
      // A cover that appeared since the page asked: the page shows it (the catalogue leaves this refusal to it).
      if (isApiError(e) && e.code === COVERAGE_CODES.coveredElsewhere) void coverage.refetch();
    }
  };
  const refresh = () => {
    void coverage.refetch();
    onRepriced();
  };

  return (
    <div className={styles.stack}>
      <BillSummary bill={bill} />
      <div className={styles.box}>
        <ChoiceRadios
          id="ptp-channel"
          legend="选择支付方式"
          choices={sign.checkoutChannels.map((c) => ({ value: String(c), label: CHANNEL_NAME[c] }))}
          value={channel === null ? '' : String(channel)}
          onChange={(v) => setChannel(Number(v) as 2 | 3)}
        />
      </div>
      <p className={styles.weak}>将跳转至合作方收银台完成支付，无需登录。支付完成后自动返回并确认结果。</p>
      <PaySentence id={sentenceId} amountCents={bill.parkFee} payee={payeeAt(bill.operatorName, bill.parkName)} />
      {cover && <CoverNotice cover={cover} />}
      {cover?.kind === 'merchantCoupon' && (
        <LinkButton solid to={href(paths.payPage, { uniqueId: bill.uniqueId, parkId: bill.parkId })}>
          使用商户优惠支付
        </LinkButton>
      )}
      {cover && !cover.payAnyway ? (
        <Button block color="primary" shape="rounded" size="large" loading={coverage.isFetching} onClick={refresh}>
          刷新
        </Button>
      ) : (
        <Button
          block
          color={cover ? 'default' : 'primary'}
          shape="rounded"
          size="large"
          aria-describedby={sentenceId}
          disabled={coverage.isLoading || asking}
          loading={created.isLoading || leaving}
          loadingText="正在前往收银台"
          onClick={() => void pay()}
        >
          {`${cover ? '仍要前往收银台支付' : '前往收银台支付'} ${formatMoney(bill.parkFee)}`}
        </Button>
      )}
    </div>
  );
}
