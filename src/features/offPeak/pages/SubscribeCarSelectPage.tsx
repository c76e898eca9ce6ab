import { Form } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useBookingPlatesQuery } from '@/api/booking/spec';
import { useDiffTimeParkInfoQuery } from '@/api/booking/offpeak';
import type { BookingPlate } from '@/api/booking/types';
import type { DiffTimeParkInfo } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { failureOf } from '@/ui/states/failureOf';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { LinkButton } from '@/ui/LinkButton';
import { LotHeader, LotRules } from '../components/LotInfo';
import { NextBar } from '../components/NextBar';
import { SendToAddCar } from '@/ui/SendToAddCar';
import { useSubscribeForm } from '../components/useSubscribeForm';
import { FRESH } from '@/api/fresh';
import { slotText } from '../text';
import styles from './SubscribeCarSelectPage.module.css';
import { CardList } from '@/ui/CardList';

const TITLE = '错时预约';
const FORM_ID = 'off-peak-subscribe';

function Book({ lot, plates, date }: { lot: DiffTimeParkInfo; plates: BookingPlate[]; date: string | null }) {
  const form = useSubscribeForm(lot, plates, date);
  const slot = lot.slots.find((s) => s.date === form.values.date);
  const footer = <NextBar cents={slot ? slot.priceCents : null} form={FORM_ID} pending={form.pending} />;
  return (
    <Page title={TITLE} fallback={href(paths.wrongTimeShare, { parkId: lot.parkId })} footer={footer}>
      <div className={styles.stack}>
        <LotHeader lot={lot} />
        {lot.slots.length === 0 ? (
          <Empty text="近7天暂无可预约的错时时段" />
        ) : (
          <form id={FORM_ID} onSubmit={form.submit} noValidate>
            <CardList>
              <Form.Item>
                <ChoiceRadios
                  id={form.id('date')}
                  legend="预约日期"
                  value={form.values.date}
                  onChange={(d) => form.set({ date: d })}
                  error={form.errors.date}
                  disabled={form.pending}
                  choices={lot.slots.map((s) => ({
                    value: s.date,
                    label: slotText(s.startTime, s.endTime),
                    side: s.leftNum > 0 ? `余${s.leftNum} · ${formatMoney(s.priceCents)}` : '已约满',
                    disabled: s.leftNum <= 0,
                  }))}
                />
              </Form.Item>
              <Form.Item>
                <ChoiceRadios
                  id={form.id('plateNo')}
                  legend="车辆"
                  value={form.values.plateNo}
                  onChange={(plateNo) => form.set({ plateNo })}
                  error={form.errors.plateNo}
                  disabled={form.pending}
                  choices={plates.map((p) => ({ value: p.plateNo, label: <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} /> }))}
                />
              </Form.Item>
            </CardList>
          </form>
        )}
        {form.formError && (
          <p className={`${styles.note} ${styles.noteDanger}`} role="alert">
            {form.formError}
          </p>
        )}
        <LotRules lot={lot} />
      </div>
    </Page>
  );
}

function Loaded({ parkId, date }: { parkId: string; date: string | null }) {
  const lot = useDiffTimeParkInfoQuery({ parkId }, FRESH);
  const plates = useBookingPlatesQuery(undefined, FRESH);
  if (plates.data && plates.data.length === 0) return <SendToAddCar why="请先添加车辆，再办理错时共享" />;
  if (lot.data && plates.data) {
    if (!lot.data.supportSubscribe) {
      return (
        <Page title={TITLE} fallback={href(paths.wrongTimeShare, { parkId })}>
          <Empty text="该停车场暂未开通错时预约">
            <LinkButton to={href(paths.wrongTimeShare, { parkId })}>查看停车场</LinkButton>
          </Empty>
        </Page>
      );
    }
    return <Book lot={lot.data} plates={plates.data} date={date} />;
  }
  const failed = (lot.isError && !lot.data) || (plates.isError && !plates.data);
  return (
    <Page title={TITLE} fallback={href(paths.wrongTimeShare, { parkId })}>
      {failed ? <LoadFailed text="错时预约信息加载失败" onRetry={() => [lot, plates].forEach((q) => q.isError && void q.refetch())} error={failureOf(lot, plates)} /> : <Loading text="错时预约信息加载中" />}
    </Page>
  );
}

/** /subscribeCarSelect?parkId(&date): the plate and the date of one off-peak window, then its pay page. */
export function SubscribeCarSelectPage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  if (!parkId) {
    return (
      <Page title={TITLE} fallback={paths.wrongTimeShare}>
        <Empty text="请先选择停车场">
          <LinkButton to={paths.wrongTimeShare}>错时共享停车场</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Loaded parkId={parkId} date={search.get('date')} />
    </RequireDriver>
  );
}
