import { Link } from '@/ui/Link';
import { useBookOrdersQuery } from '@/api/booking/spec';
import type { BookOrder } from '@/api/booking/types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { dayjs, formatDateTime, parseServerTime } from '@/lib/time';
import { Reminder, ReminderItem, useAnswered } from './Reminder';
import styles from './Reminders.module.css';

const ANSWERED_KEY = 'driverApp.unusedBookings';
/** A lapsed booking is asked about for a week; after that it is only in the records. */
const LAPSED_SHOWN_MS = 7 * 86_400_000;

/** The records' first page (the same cache entry /bookRecord reads first). */
const FIRST_PAGE = { lastId: 0, pageSize: 15 };

type Unused = { order: BookOrder; kind: 'waiting' | 'lapsed' };

/** Started and not yet entered (the no-show window is running), or lapsed within the week. */
export function unusedBookings(orders: BookOrder[], nowMs: number): Unused[] {
  return orders.flatMap((order): Unused[] => {
    const start = parseServerTime(order.startTime)?.valueOf();
    const deadline = parseServerTime(order.arriveDeadline)?.valueOf();
    if (start === undefined || deadline === undefined) return [];
    if (order.state === 1 && start <= nowMs && nowMs < deadline) return [{ order, kind: 'waiting' }];
    if (order.state === 5 && nowMs - deadline < LAPSED_SHOWN_MS) return [{ order, kind: 'lapsed' }];
    return [];
  });
}

function refundLine(o: BookOrder): string {
  if (o.refundCents > 0) return `已付${formatMoney(o.payCents)}，已退${formatMoney(o.refundCents)}`;
  return o.payCents > 0 ? `已付${formatMoney(o.payCents)}，未退款` : '未付款';
}

/**
 * Bookings the driver has not used, each with the lot's no-show rule: one whose start has passed with the car not
 * yet in (enter by when, or it lapses), and one that lapsed this week (what was paid and what came back, and where
 * to ask). Nothing while loading, on a failed read, or with no bookings.
 */
export function UnusedBookings() {
  const { data } = useBookOrdersQuery(FIRST_PAGE, { refetchOnMountOrArgChange: true });
  const dismissed = useAnswered(ANSWERED_KEY);
  const items = unusedBookings(data?.list ?? [], dayjs().valueOf()).filter(({ order: o }) => !dismissed.answered(o.bookOrderId));
  return (
    <Reminder title="预约未使用" count={items.length}>
      {items.map(({ order: o, kind }) => (
        <ReminderItem
          key={o.bookOrderId}
          head={kind === 'waiting' ? `${o.parkName}的预约已开始，尚未入场` : `${o.parkName}的预约未使用，已失效`}
          lines={
            kind === 'waiting'
              ? [`${formatPlate(o.plateNo)} · 请于 ${formatDateTime(o.arriveDeadline).slice(11)} 前入场`, o.noShowRuleText]
              : [`${formatPlate(o.plateNo)} · 预约 ${formatDateTime(o.startTime)}`, o.reason ?? o.noShowRuleText, refundLine(o)]
          }
          actions={
            <>
              <Link
                className={`${styles.action} ${styles.actionSolid}`}
                to={href(paths.bookRecordDetail, { bookOrderId: o.bookOrderId })}
                aria-label={`查看预约：${o.parkName}`}
              >
                查看预约
              </Link>
              {kind === 'lapsed' && (
                <>
                  <Link className={styles.action} to={href(paths.customerServiceQuestionBook, { bookOrderId: o.bookOrderId })} aria-label={`有疑问：${o.parkName}的预约`}>
                    有疑问
                  </Link>
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={`知道了，${o.parkName}的预约不再提醒`}
                    onClick={() => dismissed.answer(o.bookOrderId)}
                  >
                    知道了
                  </button>
                </>
              )}
            </>
          }
        />
      ))}
    </Reminder>
  );
}
