import type { BagPass } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { passTone } from '../passText';
import { LinkButton } from '@/ui/LinkButton';
import { PassPlateBadges } from './PassPlateBadges';
import { StateTag } from '@/ui/StateTag';
import shared from './passCards.module.css';
import styles from './PassDetails.module.css';

/** The pass: lot, state, days left, rule and hours, plates, validity (first and last day), number. */
export function PassDetails({ pass }: { pass: BagPass }) {
  return (
    <section className={styles.card} aria-label="月卡信息">
      <div className={shared.line}>
        <h2 className={shared.title}>{pass.parkName}</h2>
        <StateTag tone={passTone(pass)}>{pass.stateText}</StateTag>
      </div>
      <p className={shared.weak}>{pass.parkAddr}</p>
      {pass.state === 4 && pass.started === 1 && (
        <p className={styles.days}>
          剩余 <strong>{pass.daysLeft}</strong> 天
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>月卡类型</dt>
          <dd>
            {pass.ruleName}（{pass.periodType}）
          </dd>
        </div>
        <div>
          <dt>有效时段</dt>
          <dd>{pass.timeRangeText}</dd>
        </div>
        <div>
          <dt>有效期</dt>
          <dd>
            {pass.startDate} 至 {pass.endDate}
          </dd>
        </div>
        {pass.state === 4 && pass.started === 1 && (
          <div>
            <dt>上次入场</dt>
            <dd>{pass.lastUsedTime ? formatDateTime(pass.lastUsedTime) : '生效以来未入场'}</dd>
          </div>
        )}
        <div>
          <dt>车辆</dt>
          <dd>
            <PassPlateBadges plates={pass.plates} />
          </dd>
        </div>
        <div>
          <dt>月卡编号</dt>
          <dd>{pass.bagId}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Ending within 7 days: when, and one tap to renew. */
export function ExpiringNote({ pass }: { pass: BagPass }) {
  if (!pass.expiringSoon) return null;
  return (
    <div className={shared.note} role="status">
      <p>
        月卡将于{pass.endDate}到期（剩余{pass.daysLeft}天），到期后车辆将按临时停车计费。
      </p>
      <LinkButton small solid to={href(paths.mounthlyRenew, { bagId: pass.bagId })}>
        立即续费
      </LinkButton>
    </div>
  );
}

/**
 * Valid and not used for a week or more (the server's count): the commonest cause is the car entering under a plate
 * the pass does not carry and paying as a visitor, so the note leads to the plates.
 */
export function UnusedNote({ pass }: { pass: BagPass }) {
  if (!pass.unused) return null;
  return (
    <div className={shared.note} role="status">
      <p>
        月卡已{pass.idleDays}天未使用。若车辆入场时未按月卡放行或被收取临停费，请核对月卡上的车辆；已被收取的费用可在停车记录中反馈。
      </p>
      <LinkButton small to={href(paths.mounthlyPayManage, { bagId: pass.bagId })}>
        核对车辆
      </LinkButton>
    </div>
  );
}

/** A plate change waiting for the lot, or refused with the lot's reason. */
export function PlateChangeNote({ pass }: { pass: BagPass }) {
  const c = pass.plateChange;
  if (!c) return null;
  const plates = c.plates.join('、');
  if (c.state === 1) {
    return (
      <p className={shared.note} role="status">
        车辆变更为 {plates} 已提交，等待停车场审核
      </p>
    );
  }
  return (
    <p className={`${shared.note} ${shared.noteDanger}`} role="status">
      车辆变更为 {plates} 未通过：{c.reason ?? '停车场未说明原因'}
    </p>
  );
}

/** What the driver can do with the pass from here. */
export function PassActions({ pass }: { pass: BagPass }) {
  // Ending soon, the note above already offers 立即续费: one way to it is enough.
  const canRenew = (pass.state === 4 && !pass.expiringSoon) || pass.state === 5;
  return (
    <nav className={styles.actionsRow} aria-label="月卡操作">
      {canRenew && (
        <LinkButton solid to={href(paths.mounthlyRenew, { bagId: pass.bagId })}>
          续费
        </LinkButton>
      )}
      {pass.state === 4 && <LinkButton to={href(paths.mounthlyPayManage, { bagId: pass.bagId })}>管理车辆</LinkButton>}
      <LinkButton to={href(paths.mounthPayList, { bagId: pass.bagId })}>缴费记录</LinkButton>
      {pass.needMaterials === 1 && pass.applicationId && (
        <LinkButton to={href(paths.monthlyMaterial, { applicationId: pass.applicationId })}>办理材料</LinkButton>
      )}
    </nav>
  );
}
