import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime, parseServerTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RecordHead } from '@/ui/RecordHead';
import { Empty, QueryState } from '@/ui/states/States';
import { InfoList } from '../components/InfoList';
import { LinkButton } from '@/ui/LinkButton';
import { PictureViewer } from '../components/PictureViewer';
import { RequireDriver } from '@/ui/RequireDriver';
import { DuplicateRefunds } from '@/payment/ui/DuplicateRefunds';
import { OpenDispute } from '../components/OpenDispute';
import { Section } from '../components/Section';
import { StateTag } from '@/ui/StateTag';
import { BILL_TONE } from '../stateTones';
import styles from './ParkingRecordDetailPage.module.css';
import { useParkOrderAppealsQuery, useParkOrderDetailQuery, useParkingPicturesQuery, usePayRecordsQuery } from '@/api/charge/bills';

const CHANNEL = { 2: '支付宝', 3: '微信支付', 6: '余额支付' } as const;

/** A picture by its type; one of a type the app does not know yet says so. */
const PICTURE_LABEL = { 1: '入场照片', 2: '出场照片', unknown: '未知照片' } as const;

function Pictures({ uniqueId }: { uniqueId: string }) {
  const q = useParkingPicturesQuery({ uniqueId });
  return (
    <Section title="停车照片">
      <QueryState query={q} loading="停车照片加载中" error="停车照片加载失败" empty={{ when: (d) => d.results.length === 0, text: '暂无停车照片' }}>
        {(d) => (
          <PictureViewer
            label="停车照片"
            pictures={d.results.map((p) => {
              const what = PICTURE_LABEL[p.picType];
              return { src: p.picUrl, alt: `${what} ${p.takenTime}`, caption: `${what} ${parseServerTime(p.takenTime)?.format('MM-DD HH:mm') ?? ''}` };
            })}
          />
        )}
      </QueryState>
    </Section>
  );
}

function PayRecords({ uniqueId }: { uniqueId: string }) {
  const q = usePayRecordsQuery({ uniqueId, pageNo: 1, pageSize: 20 });
  return (
    <Section title="支付记录">
      <QueryState query={q} loading="支付记录加载中" error="支付记录加载失败" empty={{ when: (d) => d.results.length === 0, text: '暂无支付记录' }}>
        {(d) => (
          <ul className={styles.plainList} aria-label="支付记录">
            {d.results.map((r) => (
              <li key={r.payOrderId} className={styles.payRow}>
                <span>
                  <span className={styles.payChannel}>{r.payChannelName}</span>
                  <span className={styles.muted}>{formatDateTime(r.payTime)}</span>
                </span>
                <span className={styles.payAmount}>
                  <span className={styles.money}>{formatMoney(r.payFee)}</span>
                  {r.discountFee > 0 && <span className={styles.muted}>优惠 {formatMoney(r.discountFee)}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

function infoRows(d: ParkOrderDetail): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ['车牌号', <PlateBadge key="plate" plateNo={d.plateNo} plateColor={d.plateColor} size="small" />],
    ['停车场', d.parkName],
  ];
  if (d.parkAddr) rows.push(['地址', d.parkAddr]);
  if (d.berthNo) rows.push(['泊位号', d.berthNo]);
  rows.push(
    ['入场时间', formatDateTime(d.parkStartTime)],
    ['出场时间', formatDateTime(d.parkEndTime) || '—'],
    ['停车时长', d.parkDurationText],
    ['计费规则', d.feeRuleDesc],
    ['应收金额', formatMoney(d.totalFee)],
    ['优惠金额', formatMoney(d.discountFee)],
    ['已付金额', formatMoney(d.paidFee)],
  );
  if (d.payTime) rows.push(['支付时间', formatDateTime(d.payTime)]);
  if (d.payChannel) rows.push(['支付方式', CHANNEL[d.payChannel]]);
  rows.push(['订单编号', d.uniqueId]);
  return rows;
}

/** Where the driver goes from a bill: pay the arrears, follow a complaint, or complain. */
function Actions({ d }: { d: ParkOrderDetail }) {
  const appeals = useParkOrderAppealsQuery({ uniqueId: d.uniqueId, parkId: d.parkId });
  const appealCount = appeals.data?.results.length ?? 0;
  const bill = { uniqueId: d.uniqueId, parkId: d.parkId };
  return (
    <div className={styles.actions}>
      <OpenDispute bill={d} />
      {d.orderState === 2 && (
        <LinkButton to={href(paths.payPage, bill)} solid>
          去补缴
        </LinkButton>
      )}
      {appealCount > 0 && <LinkButton to={href(paths.billComplainDetail, bill)}>申诉进度（{appealCount}）</LinkButton>}
      <LinkButton to={href(paths.billComplain, bill)}>账单有疑问</LinkButton>
    </div>
  );
}

function Detail({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const q = useParkOrderDetailQuery({ uniqueId, parkId });
  return (
    <QueryState query={q} loading="停车详情加载中" error="停车详情加载失败">
      {(d) => (
        <>
          <RecordHead
            label="账单"
            title={d.parkName}
            amountLabel={d.orderState === 2 ? '待补缴' : '停车费'}
            cents={d.orderState === 2 ? d.parkFee : d.totalFee}
            state={<StateTag tone={BILL_TONE[d.orderState]}>{d.orderStateText}</StateTag>}
          />
          <Section title="停车信息">
            <InfoList rows={infoRows(d)} />
          </Section>
          <Pictures uniqueId={uniqueId} />
          <PayRecords uniqueId={uniqueId} />
          <DuplicateRefunds uniqueId={uniqueId} parkId={parkId} />
          <Actions d={d} />
        </>
      )}
    </QueryState>
  );
}

/** /parkingRecordDetail?uniqueId&parkId: one bill, its entry/exit pictures, its payments, and the way to complain. */
export function ParkingRecordDetailPage() {
  const [search] = useSearchParams();
  const uniqueId = search.get('uniqueId') ?? '';
  const parkId = search.get('parkId') ?? '';
  return (
    <Page title="停车详情" fallback={paths.parkingRecord}>
      <RequireDriver>
        {uniqueId && parkId ? <Detail uniqueId={uniqueId} parkId={parkId} /> : <Empty text="缺少订单信息，请从停车记录进入" />}
      </RequireDriver>
    </Page>
  );
}
