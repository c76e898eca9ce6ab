import { List } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import type { ChargeEstimate, ParkingRule } from '@/api/cps/estimate.types';
import type { IdleFeeRule } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { MoneyLine } from '@/ui/MoneyLine';
import { ValueLine } from '../rows/ValueLine';
import { bandNameText, clockOf, idleRiskText, parkingRuleText } from './estimateText';
import styles from './EstimateCard.module.css';

export interface EstimateCardProps {
  estimate: ChargeEstimate | null;
  parkingRule: ParkingRule | null;
  idleFee: IdleFeeRule | null;
  title?: string;
  /** What is estimated, when not the driver's own choice (充满, at a fast gun). */
  about?: ReactNode;
  /** What stands in the card while there is nothing to estimate (a stop value not typed yet). */
  missing?: ReactNode;
}

/**
 * The all-in estimate, part by part: the energy of each time band with its kWh, the service fee, the lot's parking
 * fee after its free period (taken by the lot at the exit, not in the charging bill), the total, and from when an
 * idle fee would run. The total is a status: a screen reader hears it follow each change of the driver's choice.
 */
export function EstimateCard({ estimate, parkingRule, idleFee, title = '预估费用', about, missing = '填写停止条件后显示预估费用' }: EstimateCardProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 className={styles.title} id={id}>
        {title}
      </h2>
      {estimate ? <Parts estimate={estimate} parkingRule={parkingRule} idleFee={idleFee} about={about} /> : <p className={styles.intro}>{missing}</p>}
    </section>
  );
}

function Parts({ estimate: e, parkingRule, idleFee, about }: { estimate: ChargeEstimate; parkingRule: ParkingRule | null; idleFee: IdleFeeRule | null; about?: ReactNode }) {
  const day = e.startTime;
  return (
    <>
      <p className={styles.intro}>
        {about ?? `按电池 ${e.car.batteryKwh} 度、当前电量 ${e.car.soc}% 估算`}：预计充电 {e.kwh.toFixed(2)} 度，{clockOf(e.endTime, day)} 结束
      </p>
      <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
        {e.bands.map((b) => (
          <List.Item key={b.from}>
            <ValueLine label={`电费 · ${bandNameText(b.name)} ${clockOf(b.from, day)}–${clockOf(b.to, day)}（${b.kwh.toFixed(2)}度）`} value={formatMoney(b.energyFeeCents)} />
          </List.Item>
        ))}
        <List.Item>
          <ValueLine label={`服务费（${e.kwh.toFixed(2)}度）`} value={formatMoney(e.serviceFeeCents)} />
        </List.Item>
        <List.Item description={parkingRule ? `${parkingRuleText(parkingRule)}。停车费离场时由停车场收取` : parkingRuleText(null)}>
          <ValueLine label={e.parkingMinutes > 0 ? `停车费（超出免费时段 ${e.parkingMinutes} 分钟）` : '停车费'} value={e.parkingFeeCents > 0 ? formatMoney(e.parkingFeeCents) : '免费'} />
        </List.Item>
      </List>
      <MoneyLine className={styles.total} label="预估合计（含停车费）" cents={e.totalCents} live />
      <p className={styles.risk}>
        <span className={styles.riskLabel}>占位费</span> {idleRiskText(idleFee, e.idleFeeFrom, day)}
      </p>
      <p className={styles.note}>按当前分时电价估算，实际以充电桩计量为准</p>
    </>
  );
}
