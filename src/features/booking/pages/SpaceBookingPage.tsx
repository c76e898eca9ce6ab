import { useSearchParams } from 'react-router-dom';
import { useBookingParkDetailQuery, useBookingPlatesQuery } from '@/api/booking/spec';
import { useBookRulesQuery } from '@/api/booking/orders';
import type { BookingPlate, ParkDetail } from '@/api/booking/types';
import type { BookRules } from '@/api/booking/orders.types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { failureOf } from '@/ui/states/failureOf';
import { BookingFooter, BookingForm, useBookingForm } from '../components/BookingForm';
import { LinkButton } from '@/ui/LinkButton';
import { ParkSummary, RuleTexts } from '../components/ParkSummary';
import { SendToAddCar } from '@/ui/SendToAddCar';
import { FRESH } from '@/api/fresh';
import styles from './SpaceBookingPage.module.css';

const TITLE = '预约车位';

function Booking({ park, rules, plates }: { park: ParkDetail; rules: BookRules; plates: BookingPlate[] }) {
  const state = useBookingForm(park, rules, plates);
  const full = park.leftBookSpaceNum === 0;
  return (
    <Page title={TITLE} fallback={paths.bookParksIndex} footer={<BookingFooter state={state} disabled={full || state.form.pending} />}>
      <div className={styles.stack}>
        <ParkSummary park={park} />
        {full && (
          <p className={`${styles.note} ${styles.noteDanger}`} role="alert">
            该停车场预约车位已约满，请选择其他停车场
          </p>
        )}
        <BookingForm park={park} rules={rules} plates={plates} state={state} />
        <RuleTexts texts={rules.ruleTexts} />
      </div>
    </Page>
  );
}

/** The lot, its rules (the earliest start as of now) and the driver's plates, each with its own loading and error. */
function Loaded({ parkId }: { parkId: string }) {
  const park = useBookingParkDetailQuery({ parkId }, FRESH);
  const rules = useBookRulesQuery({ parkId }, FRESH);
  const plates = useBookingPlatesQuery(undefined, FRESH);
  if (plates.data && plates.data.length === 0) return <SendToAddCar why="请先添加车辆，再预约车位" />;
  const closed = park.data && (park.data.supportBook !== 1 || park.data.isOnline !== 1);
  const failed = [park, rules, plates].find((q) => q.isError && !q.data);
  let body;
  if (closed) {
    body = (
      <Empty text="该停车场暂不支持预约" description="请选择其他可预约的停车场">
        <LinkButton to={paths.bookParksIndex}>可预约的停车场</LinkButton>
      </Empty>
    );
  } else if (failed) {
    body = <LoadFailed text="预约信息加载失败" onRetry={() => [park, rules, plates].forEach((q) => q.isError && void q.refetch())} error={failureOf(park, rules, plates)} />;
  } else if (!park.data || !rules.data || !plates.data) body = <Loading text="预约信息加载中" />;
  else return <Booking park={park.data} rules={rules.data} plates={plates.data} />;
  return (
    <Page title={TITLE} fallback={paths.bookParksIndex}>
      {body}
    </Page>
  );
}

/** /spaceBooking?parkId: choose a space type, plate, start and length at one lot, with the price, then confirm. */
export function SpaceBookingPage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  if (!parkId) {
    return (
      <Page title={TITLE} fallback={paths.bookParksIndex}>
        <Empty text="请先选择停车场">
          <LinkButton to={paths.bookParksIndex}>可预约的停车场</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Loaded parkId={parkId} />
    </RequireDriver>
  );
}
