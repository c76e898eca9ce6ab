import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useCreateThirdPayMutation, useParkSignQuery } from '@/api/charge/partner';
import type { ParkOrderDetail } from '@/api/charge/types';
import { PAY_AMOUNT_CHANGED } from '@/lib/wire';
import type { ParkSign } from '@/api/charge/partner.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { payeeAt, PaySentence } from '@/payment/ui/PaySentence';
import { ChoiceRadios } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { BillSummary } from '../components/BillSummary';
import { checkout, isCheckoutUrl } from '../components/checkout';
import styles from './ThirdpayPage.module.css';
import { useParkOrderDetailQuery } from '@/api/charge/bills';

const TITLE = '第三方支付';
const CHANNEL_NAME = { 2: '支付宝', 3: '微信支付' } as const;

/**
 * /thirdpay?uniqueId&parkId: paying a parking bill at the partner's checkout, signed in or not. The order is made
 * here (the same one again on a second tap or a reload), then the checkout page takes over and returns to
 * /thirdpaySuccess, which asks the server how it ended.
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

  if (bill.orderState === 3) return <Empty text="该账单已支付" description="无需重复缴费" />;
  if (bill.parkFee <= 0) return <Empty text={bill.isBagCar ? '月卡车辆，无需缴费' : '当前无需缴费'} />;
  if (!sign.checkoutChannels.length) return <Empty text="该停车场暂不支持第三方支付" description="请在出口处现场缴费" />;

  const pay = async () => {
    if (!channel || created.isLoading || leaving) return;
    try {
      const order = await create({ uniqueId: bill.uniqueId, parkId: bill.parkId, payChannel: channel, returnUrl: paths.thirdpaySuccess, expectedCents: bill.parkFee }).unwrap();
      if (order.state !== 'pending' || !isCheckoutUrl(order.cashierUrl)) {
        ui.toast('该订单当前无法支付，请刷新后重试', 3000);
        return;
      }
      setLeaving(true);
      checkout.open(order.cashierUrl);
    } catch (e) {
      // The error catalogue has told the payer why (already paid, arrears first, another payment under way, or the
      // fee rose since the page was read: then the bill is read again, so the button shows what will be charged).
      if (isApiError(e) && e.code === PAY_AMOUNT_CHANGED) onRepriced();
    }
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
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        aria-describedby={sentenceId}
        loading={created.isLoading || leaving}
        loadingText="正在前往收银台"
        onClick={() => void pay()}
      >
        {`前往收银台支付 ${formatMoney(bill.parkFee)}`}
      </Button>
    </div>
  );
}
