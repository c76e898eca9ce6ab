import { Form } from 'antd-mobile';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRecommendedBerthQuery } from '@/api/booking/spec';
import { useBookPricePreviewQuery } from '@/api/booking/orders';
import type { BookingPlate, ParkDetail } from '@/api/booking/types';
import type { BookRules } from '@/api/booking/orders.types';
import { href, paths } from '@/lib/paths';
import { useForm } from '@/ui/form';
import { ActionBar, ActionBarButton } from '@/ui/ActionBar';
import { PlatePicker } from '@/ui/PlatePicker';
import { FRESH } from '@/api/fresh';
import { bookingFormDraftKey } from '../keys';
import { startOptions, wireStart } from '../startTimes';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { CUSTOM, LengthField } from './LengthField';
import { RecommendedBerth } from './RecommendedBerth';
import { StartField } from './StartField';
import styles from './BookingForm.module.css';
import { CardList } from '@/ui/CardList';

export const BOOKING_FORM_ID = 'space-booking';

interface Draft {
  berthTypeId: string;
  plateNo: string;
  day: string;
  time: string;
  packageId: string;
  durationMinutes: number;
}

/** The choice as the lot takes it now: a draft's start that has passed moves to the earliest, a plate gone to the default. */
function effective(v: Draft, p: { options: ReturnType<typeof startOptions>; plates: BookingPlate[]; park: ParkDetail; rules: BookRules }): Draft {
  const { options, plates, park, rules } = p;
  const dayOk = options.times[v.day]?.includes(v.time);
  const day = dayOk ? v.day : (options.days[0] ?? '');
  const time = dayOk ? v.time : (options.times[day]?.[0] ?? '');
  const plateNo = plates.some((x) => x.plateNo === v.plateNo) ? v.plateNo : (plates[0]?.plateNo ?? '');
  const packageId = v.packageId === CUSTOM || park.packages.some((k) => k.packageId === v.packageId) ? v.packageId : (park.packages[0]?.packageId ?? CUSTOM);
  const inRange = v.durationMinutes >= rules.minDurationMinutes && v.durationMinutes <= rules.maxDurationMinutes;
  const types = park.berthTypes;
  const berthTypeId = types.some((t) => t.berthTypeId === v.berthTypeId) ? v.berthTypeId : (types.find((t) => t.leftNum > 0)?.berthTypeId ?? '');
  return { berthTypeId, plateNo, day, time, packageId, durationMinutes: inRange ? v.durationMinutes : rules.minDurationMinutes };
}

/**
 * Choosing a booking: the space type (and the berth the lot recommends, with its lock's state), the plate, the start
 * and the length within the lot's rules, the price as the server works it out. Drafted per lot; 下一步 goes to the
 * confirm page with the choice in its address.
 */
export function useBookingForm(park: ParkDetail, rules: BookRules, plates: BookingPlate[]) {
  const navigate = useNavigate();
  const options = useMemo(() => startOptions(rules), [rules]);
  const form = useForm<Draft>({
    initial: { berthTypeId: '', plateNo: '', day: '', time: '', packageId: '', durationMinutes: rules.minDurationMinutes },
    draftKey: bookingFormDraftKey(park.parkId),
    validate: (raw) => {
      const v = effective(raw, { options, plates, park, rules });
      return {
        plateNo: v.plateNo ? null : '请选择预约车辆',
        day: v.time ? null : '该停车场暂无可预约的时间，请稍后再试',
        packageId: v.packageId ? null : '请选择预约时长',
      };
    },
    onSubmit: (raw) => {
      const v = effective(raw, { options, plates, park, rules });
      navigate(
        href(paths.bookingNotarize, {
          parkId: park.parkId,
          plateNo: v.plateNo,
          startTime: wireStart(v.day, v.time),
          ...(v.packageId === CUSTOM ? { durationMinutes: v.durationMinutes } : { packageId: v.packageId }),
          berthTypeId: v.berthTypeId || undefined,
          berthId: berth.data?.berthId,
        }),
      );
    },
  });
  const v = effective(form.values, { options, plates, park, rules });
  const berth = useRecommendedBerthQuery({ parkId: park.parkId, ...(v.berthTypeId ? { berthTypeId: v.berthTypeId } : {}) }, FRESH);
  const startTime = v.time ? wireStart(v.day, v.time) : '';
  const price = useBookPricePreviewQuery(
    startTime && v.packageId
      ? { parkId: park.parkId, startTime, ...(v.packageId === CUSTOM ? { durationMinutes: v.durationMinutes } : { packageId: v.packageId }) }
      : skipToken,
  );
  return { form, v, options, berth, price };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;

export function BookingForm({ park, rules, plates, state }: { park: ParkDetail; rules: BookRules; plates: BookingPlate[]; state: BookingFormState }) {
  const { form, v, options, berth } = state;
  return (
    <form id={BOOKING_FORM_ID} className={styles.stack} onSubmit={form.submit} noValidate>
      <CardList>
        {park.berthTypes.length > 0 && (
          <Form.Item>
            <ChoiceRadios
              id={form.id('berthTypeId')}
              legend="车位类型"
              chips
              value={v.berthTypeId}
              onChange={(berthTypeId) => form.set({ berthTypeId })}
              disabled={form.pending}
              choices={park.berthTypes.map((t) => ({
                value: t.berthTypeId,
                label: `${t.berthTypeName}（${t.leftNum > 0 ? `余${t.leftNum}` : '已满'}）`,
                disabled: t.leftNum <= 0,
              }))}
            />
          </Form.Item>
        )}
      </CardList>
      <RecommendedBerth berth={berth.isError ? null : (berth.data ?? null)} loading={berth.isFetching && !berth.data && !berth.isError} />
      <CardList>
        <Form.Item>
          <PlatePicker
            id={form.id('plateNo')}
            legend="预约车辆"
            plates={plates.map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor, side: p.isDefault ? '默认车辆' : undefined }))}
            value={v.plateNo}
            onChange={(plateNo) => form.set({ plateNo })}
            error={form.errors.plateNo}
            disabled={form.pending}
          />
        </Form.Item>
        <Form.Item>
          <StartField
            id={form.id('day')}
            options={options}
            day={v.day}
            time={v.time}
            onChange={(day, time) => form.set({ day, time })}
            error={form.errors.day}
            disabled={form.pending}
          />
        </Form.Item>
        <Form.Item>
          <LengthField
            id={form.id('packageId')}
            packages={park.packages}
            rules={rules}
            packageId={v.packageId}
            duration={v.durationMinutes}
            onChange={(p) => form.set(p)}
            error={form.errors.packageId}
            disabled={form.pending}
          />
        </Form.Item>
      </CardList>
    </form>
  );
}

/** The pinned bar: the price the server works out for the choice, and 下一步. */
export function BookingFooter({ state, disabled }: { state: BookingFormState; disabled: boolean }) {
  const { price } = state;
  return (
    <ActionBar amount={{ live: true, label: '预计费用', cents: price.data?.priceCents ?? null, pending: price.isError ? '暂无法计算' : '计算中…' }}>
      <ActionBarButton type="submit" form={BOOKING_FORM_ID} disabled={disabled}>
        下一步
      </ActionBarButton>
    </ActionBar>
  );
}
