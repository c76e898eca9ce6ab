import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { BoundPlateItem, BoundPlateList } from '@/api/driver/plates.types';
import type { BagApplicationDetail, BagRule } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { FieldError, type FormApi } from '@/ui/form';
import { LinkButton } from '@/ui/LinkButton';
import { ActionBar, ActionBarButton } from '@/ui/ActionBar';
import type { PhotoUploads } from '@/ui/PhotoUpload/usePhotoUpload';
import { PlatePicker } from '@/ui/PlatePicker';
import { coloursText, perPeriod, soldOut } from '../passText';
import { DisabledOnlyNote } from './DisabledOnlyNote';
import type { MaterialsDraft } from './materials';
import { MaterialsFields } from './MaterialsFields';
import { NoticeCheck } from './NoticeCheck';
import { RuleField } from './RuleField';
import { StartDateField } from './StartDateField';
import { plateList, type ApplyFormState } from './useApplyForm';
import type { EditFormState } from './useEditForm';
import styles from './PassForm.module.css';
import { CardList } from '@/ui/CardList';

/** Applying for a pass (/mounthlyNotarize), or fixing a rejected application in place (/mounthlyEdit). */
export type PassFormMode = 'apply' | 'edit';

/** The form element's id per mode: the pinned footer's button points at it. */
export const PASS_FORM_ID: Record<PassFormMode, string> = { apply: 'pass-apply', edit: 'pass-edit' };

export type PassFormProps =
  | { mode: 'apply'; parkId: string; parkName: string; rules: BagRule[]; rule: BagRule; plates: BoundPlateList; state: ApplyFormState; onRule: (ruleId: string) => void }
  | { mode: 'edit'; application: BagApplicationDetail; rules: BagRule[]; plates: BoundPlateList; state: EditFormState };

/** What both modes' drafts hold. */
type PassDraft = MaterialsDraft & { startDate: string; plates: string };

/** 添加车辆 binds a plate and comes back here, where the draft kept everything typed. */
function AddCar() {
  const { pathname, search } = useLocation();
  return (
    <LinkButton small to={href(paths.addCar, { redirect: pathname + search })}>
      添加车辆
    </LinkButton>
  );
}

/**
 * The plates the pass will carry, from the driver's bound plates: one (radios) or up to `limit` (checkboxes, the
 * rest disabled once it is reached). Plates of a colour the rule does not take are shown, disabled, with why.
 */
function PassPlates<T extends PassDraft>({ form, rule, limit, plates }: { form: FormApi<T>; rule: BagRule; limit: number; plates: BoundPlateList }) {
  const colours = rule.plateColors;
  const fits = (p: BoundPlateItem) => colours.includes(p.plateColor);
  const choices = plates.results.map((p) => ({
    plateNo: p.plateNo,
    plateColor: p.plateColor,
    disabled: !fits(p),
    note: fits(p) ? undefined : `该月卡不适用于${p.plateColorText}车辆`,
  }));
  const value = plateList(form.values.plates);
  const choose = (list: string[]) => {
    form.set({ plates: list.join(',') } as Partial<T>);
    form.touch('plates');
  };
  const common = {
    id: form.id('plates'),
    legend: limit > 1 ? `车辆（最多${limit}辆，限${coloursText(colours)}）` : `车辆（限${coloursText(colours)}）`,
    plates: choices,
    error: form.errors.plates,
    disabled: form.pending,
    message: plates.results.length === 0 ? <p>您还没有绑定车辆，请先添加车辆</p> : undefined,
    children: plates.results.length < plates.maxCount ? <AddCar /> : null,
  };
  return limit > 1 ? (
    <PlatePicker {...common} multiple limit={limit} value={value} onChange={choose} />
  ) : (
    <PlatePicker {...common} value={value[0] ?? ''} onChange={(plateNo) => choose(plateNo ? [plateNo] : [])} />
  );
}

/** The fields both modes have: the rule (the mode's own field), the first day, the plates, the owner's materials when the rule asks. */
function PassFields<T extends PassDraft>({ id, form, photos, rule, limit, plates, ruleField, children }: {
  id: string;
  form: FormApi<T>;
  photos: PhotoUploads;
  rule: BagRule | undefined;
  limit: number;
  plates: BoundPlateList;
  ruleField: ReactNode;
  /** After the fields, before the form's own message (the notice to accept). */
  children?: ReactNode;
}) {
  return (
    <form id={id} className={styles.stack} onSubmit={form.submit} noValidate>
      <CardList>
        <Form.Item>{ruleField}</Form.Item>
        <StartDateField
          id={form.id('startDate')}
          value={form.values.startDate}
          onChange={(startDate) => form.set({ startDate } as Partial<T>)}
          onBlur={() => form.touch('startDate')}
          error={form.errors.startDate}
          disabled={form.pending}
        />
        {rule && (
          <Form.Item>
            <PassPlates form={form} rule={rule} limit={limit} plates={plates} />
          </Form.Item>
        )}
      </CardList>
      {rule?.needMaterials === 1 && (
        <CardList header={<h2 className={styles.sectionTitle}>车主及行驶证信息（停车场审核用）</h2>}>
          <MaterialsFields form={form} photos={photos} photoError={form.errors.pictures} />
        </CardList>
      )}
      {children}
      {form.formError && (
        <p className={`${styles.note} ${styles.danger}`} role="alert">
          {form.formError}
        </p>
      )}
    </form>
  );
}

function Lot({ name, line }: { name: string; line: ReactNode }) {
  return (
    <section className={styles.card} aria-label="停车场">
      <h2 className={styles.title}>{name}</h2>
      <p className={styles.weak}>{line}</p>
    </section>
  );
}

/**
 * A pass application, in either mode. Apply: the rule (switched here), the first day, the plates (bound ones, up
 * to what the rule allows), the owner's materials when the rule asks, the rule's notice accepted. Edit: the
 * rejected application as submitted, with the lot's reason on top, every field editable in place.
 */
export function PassForm(props: PassFormProps) {
  const { rules, plates } = props;
  if (props.mode === 'apply') {
    const { parkId, parkName, rule, state, onRule } = props;
    const { form, photos, limit, agree } = state;
    return (
      <div className={styles.stack}>
        <Lot name={parkName} line={rule.description} />
        {soldOut(rule) && (
          <p className={`${styles.note} ${styles.danger}`} role="alert">
            该月卡名额已满，请选择其他月卡
          </p>
        )}
        {rule.disabledOnly === 1 && <DisabledOnlyNote />}
        <PassFields
          id={PASS_FORM_ID.apply}
          form={form}
          photos={photos}
          rule={rule}
          limit={limit}
          plates={plates}
          ruleField={<RuleField id={`${PASS_FORM_ID.apply}-rule`} rules={rules} value={rule.ruleId} onChange={onRule} disabled={form.pending} />}
        >
          <div className={styles.card}>
            <NoticeCheck id={form.id('agreed')} parkId={parkId} ruleId={rule.ruleId} checked={form.values.agreed} onChange={agree} error={form.errors.agreed} />
          </div>
        </PassFields>
      </div>
    );
  }
  const { application: a, state } = props;
  const { form, photos, rule, limit } = state;
  return (
    <div className={styles.stack}>
      <section className={`${styles.note} ${styles.danger}`} aria-label="驳回原因">
        <p>
          <strong>驳回原因：</strong>
          {a.rejectReason ?? '停车场未说明原因'}
        </p>
        <p>请修改有问题的内容，其余内容已为您保留。</p>
      </section>
      <Lot name={a.parkName} line={a.parkAddr} />
      <PassFields
        id={PASS_FORM_ID.edit}
        form={form}
        photos={photos}
        rule={rule}
        limit={limit}
        plates={plates}
        ruleField={
          <>
            <RuleField id={form.id('ruleId')} rules={rules} value={form.values.ruleId} onChange={(ruleId) => form.set({ ruleId })} disabled={form.pending} />
            {form.errors.ruleId && <FieldError>{form.errors.ruleId}</FieldError>}
          </>
        }
      />
    </div>
  );
}

/**
 * The pinned bar of either mode. Apply: what one period costs, and 提交申请 (提交审核 when the lot reviews first).
 * Edit: 重新提交.
 */
export function PassFormFooter(props: { mode: 'apply'; rule: BagRule; pending: boolean } | { mode: 'edit'; pending: boolean }) {
  const apply = props.mode === 'apply' ? props.rule : null;
  return (
    <ActionBar amount={apply ? { label: perPeriod(apply.periodType), cents: apply.price, zero: '免费' } : undefined}>
      <ActionBarButton type="submit" form={PASS_FORM_ID[props.mode]} loading={props.pending} loadingText="提交中…" disabled={apply ? soldOut(apply) : false}>
        {!apply ? '重新提交' : apply.needMaterials ? '提交审核' : '提交申请'}
      </ActionBarButton>
    </ActionBar>
  );
}
