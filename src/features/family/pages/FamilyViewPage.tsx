import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useFamilyViewQuery } from '@/api/driver/family';
import { FAMILY_CODES, type FamilyView } from '@/api/driver/family.types';
import { formatMoney, formatYuan } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { formatDateTime } from '@/lib/time';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { BillRow, BookingRow, type ViewContext } from '../components/ViewRows';
import styles from '../components/Family.module.css';

/** While the page is open the view is asked again on this schedule (a charging session's fee and kWh move). */
const POLL_MS = 10_000;
/** The server's refusals of the share itself: ended, unknown, not accepted yet. */
const FINAL_CODES: readonly string[] = [FAMILY_CODES.ended, FAMILY_CODES.notAccepted, '404'];

/**
 * /familyShare/:shareId: the member's view of a share — per plate the sharer's live charging, the unpaid bills with
 * 代付 within the month's cap, and the sharer's bookings with their lock. An ended share says so, and asks no more.
 */
export function FamilyViewPage() {
  return (
    <RequireDriver>
      <ViewBody />
    </RequireDriver>
  );
}

function ViewBody() {
  const { shareId = '' } = useParams();
  const [ended, setEnded] = useState(false);
  const view = useFamilyViewQuery({ shareId }, { pollingInterval: ended ? 0 : POLL_MS, skipPollingIfUnfocused: true });
  // The server's own refusal of this share (ended, unknown, not accepted yet) is final: said as it is, asked no more.
  const final = isApiError(view.error) && FINAL_CODES.includes(view.error.code) ? view.error : null;
  const isEnded = final !== null;
  useEffect(() => setEnded(isEnded), [isEnded]);
  if (final) {
    const over = final.code === FAMILY_CODES.ended;
    return (
      <Page title="家人的车辆">
        <Empty text={over ? '共享已结束' : final.msg} description={over ? '对方已结束共享，或您已退出共享，不能再查看或代付这些车辆。' : undefined}>
          <LinkButton to={paths.familyShare} small block={false}>
            返回家人共享
          </LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <Page title={view.data ? `${view.data.share.sharer.name}共享的车辆` : '家人的车辆'}>
      <QueryState query={view} loading="家人的车辆加载中" error="家人的车辆加载失败">
        {(d) => <ViewContent view={d} shareId={shareId} />}
      </QueryState>
    </Page>
  );
}

function ViewContent({ view, shareId }: { view: FamilyView; shareId: string }) {
  const { share } = view;
  const ctx: ViewContext = { shareId, sharerName: share.sharer.name, canPay: share.canPay, canLock: share.canLock, leftCents: view.leftThisMonthCents };
  return (
    <div className={styles.stack}>
      <section className={styles.box} aria-label="代付额度">
        {share.canPay ? (
          <p className={styles.line}>
            本月已代付 {formatYuan(share.usedThisMonthCents)} 元 / 上限 {formatYuan(share.monthlyCapCents)} 元
          </p>
        ) : (
          <p className={styles.line}>该共享未开通代付，仅可查看</p>
        )}
        <p className={styles.weak}>我的余额 {formatMoney(view.balanceCents)} · 更新于 {formatDateTime(view.serverTime)}</p>
      </section>
      {view.plates.map((p) => (
        <section key={p.plateNo} className={`${styles.box} ${styles.stack}`} aria-labelledby={`fv-${p.plateNo}`}>
          <h2 id={`fv-${p.plateNo}`}>{formatPlate(p.plateNo)}</h2>
          <div className={styles.section}>
            <h3>充电</h3>
            {p.sessions.length === 0 && <p className={styles.weak}>当前没有正在进行的充电</p>}
            {p.sessions.map((s) => (
              <div key={s.orderNo} className={styles.section} role="group" aria-label={`充电 ${s.stationName}`}>
                <p className={styles.line}>
                  {s.stationName} · {s.gunName} · {s.stateText}
                </p>
                <p className={styles.weak}>
                  已充 {s.kwh} 度{s.soc === null ? '' : ` · 电量 ${s.soc}%`} · 当前费用 {formatMoney(s.feeCents)}
                </p>
                <p className={styles.weak}>开始于 {formatDateTime(s.startTime)}</p>
              </div>
            ))}
          </div>
          <div className={styles.section}>
            <h3>待缴账单</h3>
            {p.bills.length === 0 && <p className={styles.weak}>没有待缴的账单</p>}
            <ul className={styles.list}>
              {p.bills.map((b) => (
                <BillRow key={`${b.kind}:${b.billId}`} bill={b} plateNo={p.plateNo} ctx={ctx} />
              ))}
            </ul>
          </div>
          {share.canLock && (
            <div className={styles.section}>
              <h3>车位预约</h3>
              {p.bookings.length === 0 && <p className={styles.weak}>没有进行中的车位预约</p>}
              <ul className={styles.list}>
                {p.bookings.map((b) => (
                  <BookingRow key={b.bookOrderId} booking={b} ctx={ctx} />
                ))}
              </ul>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
