import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { useBerthInfoQuery, useBookingParkDetailQuery } from '@/api/booking/spec';
import { useBookPricePreviewQuery } from '@/api/booking/orders';
import type { BookPricePreview } from '@/api/booking/orders.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime, formatDuration } from '@/lib/time';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBarFrame } from '@/payment/ui/PayBar';
import { ActionBarButton } from '@/ui/ActionBar';
import { useChannels } from '@/payment/ui/useChannels';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { readChoice, type BookingChoice } from '../choice';
import { Facts } from '@/ui/Facts';
import { LinkButton } from '@/ui/LinkButton';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import { BerthCard } from '../components/RecommendedBerth';
import { useConfirmBooking } from '../components/useConfirmBooking';
import { FRESH } from '@/api/fresh';
import { periodText } from '../text';
import styles from './BookingNotarizePage.module.css';

const TITLE = '确认预约';

function Summary({ choice, preview, parkName }: { choice: BookingChoice; preview: BookPricePreview; parkName: string }) {
  return (
    <section className={styles.card} aria-label="预约信息">
      <h2 className={styles.title}>{parkName}</h2>
      <Facts
        spaced
        rows={[
          ['车辆', <PlateBadge key="p" plateNo={choice.plateNo} size="small" />],
          ['预约时段', periodText(preview.startTime, preview.endTime)],
          ['预约时长', formatDuration(preview.durationMinutes)],
          ['最晚入场', formatDateTime(preview.arriveDeadline)],
          ['免费取消截止', formatDateTime(preview.freeCancelUntil)],
          ['费用', <span key="m" className={`${styles.money} ${styles.moneyDue}`}>{formatMoney(preview.priceCents)}</span>],
        ]}
      />
    </section>
  );
}

/** What paying commits the driver to, before paying: cancelling, not coming, staying longer. */
function Terms({ preview }: { preview: BookPricePreview }) {
  return (
    <section className={styles.card} aria-label="取消与超时规则">
      <h2 className={styles.title}>取消与超时规则</h2>
      <ul className={styles.rules}>
        <li>{preview.cancelRuleText}</li>
        <li>{preview.noShowRuleText}</li>
        <li>{preview.overstayRuleText}</li>
      </ul>
    </section>
  );
}

function Confirm({ choice }: { choice: BookingChoice }) {
  const { parkId, startTime, packageId, durationMinutes } = choice;
  const preview = useBookPricePreviewQuery({ parkId, startTime, ...(packageId ? { packageId } : { durationMinutes }) }, FRESH);
  const park = useBookingParkDetailQuery({ parkId });
  const berth = useBerthInfoQuery(choice.berthId ? { berthId: choice.berthId } : skipToken, FRESH);
  const amount = preview.data?.priceCents ?? 0;
  const channels = useChannels(parkId, amount);
  const { form, action, busy, label } = useConfirmBooking(choice, channels.channel, amount);
  const footer = preview.data ? (
    <PayBarFrame totalLabel="应付" amountCents={amount} payee={park.data?.parkName ?? ''}>
      {(describedBy) => (
        <ActionBarButton aria-describedby={describedBy} disabled={busy || channels.channel === null} onClick={() => form.submit()}>
          {label}
        </ActionBarButton>
      )}
    </PayBarFrame>
  ) : undefined;
  return (
    <Page title={TITLE} fallback={href(paths.spaceBooking, { parkId })} footer={footer}>
      <QueryState query={preview} loading="费用计算中" error="费用计算失败">
        {(p) => (
          <div className={styles.stack}>
            <PaymentNotice entry={action.entry} paidText="支付成功，正在打开预约凭证" />
            {form.formError && (
              <p className={`${styles.note} ${styles.noteDanger}`} role="alert">
                {form.formError}
              </p>
            )}
            <Summary choice={choice} preview={p} parkName={park.data?.parkName ?? ''} />
            {berth.data && <BerthCard berth={berth.data} label="预约车位" />}
            <Terms preview={p} />
            <ChannelPicker channels={channels} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}

/**
 * /bookingNotarize?parkId&plateNo&startTime&packageId|durationMinutes(&berthTypeId&berthId): the booking as it will
 * be, its price and the cancellation, no-show and overstay rules before paying; 确认支付 books once and pays.
 */
export function BookingNotarizePage() {
  const [search] = useSearchParams();
  const choice = readChoice(search);
  if (!choice) {
    return (
      <Page title={TITLE} fallback={paths.bookParksIndex}>
        <Empty text="预约信息不完整" description="请重新选择停车场、车辆和时间">
          <LinkButton to={paths.bookParksIndex}>重新选择</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Confirm choice={choice} />
    </RequireDriver>
  );
}
