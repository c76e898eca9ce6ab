import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { Link } from '@/ui/Link';
import { useAddChargingVinMutation, useChargingVinsQuery } from '@/api/cps/vins';
import { href, paths } from '@/lib/paths';
import { checkVin, normaliseVin, VIN_LENGTH, type VinCheck } from '@/lib/vin';
import { CardList } from '@/ui/CardList';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useFeedback } from '@/ui/hooks';
import { FormError } from '@/ui/form/FormError';
import { PlateField } from './PlateField';
import { heldByOther, vinRefusal } from './vinRefusal';
import styles from './VinAddForm.module.css';

interface Values {
  vin: string;
  /** '' for none. */
  plateNo: string;
}

/** Every fault but the check digit blocks the save; the check digit alone is the driver's call (imported cars). */
function blockingError(check: VinCheck): string | null {
  const blocking = check.issues.filter((i) => i.fault !== 'checkDigit');
  return blocking.length ? blocking.map((i) => i.message).join('；') : null;
}

const WHERE_TO_FIND = '17位字母和数字（不含I、O、Q），见行驶证“车辆识别代号”一栏或前挡风玻璃左下角';

/**
 * The ways on from a VIN another account holds, under its refusal: the driver who has the car claims it with the
 * licence (for that VIN), or takes it to customer service with the VIN and the message. A claim is proved by a
 * licence, whose VIN has a right check digit: one without (an imported car's, kept after a confirm) goes to
 * customer service only, not to a form that would refuse it.
 */
function HeldByOtherWays({ check, message }: { check: VinCheck; message: string }) {
  const { vin } = check;
  return (
    <span className={styles.ways}>
      {check.valid && <Link to={href(paths.vinClaim, { vin })}>申请VIN认领</Link>}
      <Link to={href(paths.customerServiceQuestionConsultation, { type: 5, message: `VIN码${vin}：${message}` })}>联系客服</Link>
    </span>
  );
}

/**
 * The VIN (checked as typed by src/lib/vin.ts), an optional plate, and the save. A VIN whose only fault is the
 * check digit is saved after the driver confirms it in a dialog that starts on 返回核对. The server's refusals
 * are shown next to what they concern; a VIN another account holds with 申请VIN认领 and 联系客服 under it (the call is
 * silent: no catalogue dialog stands over them). `onSaved` runs after a save.
 */
export function VinAddForm({ onSaved }: { onSaved: () => void }) {
  const ui = useFeedback();
  const [addVin] = useAddChargingVinMutation();
  const vins = useChargingVinsQuery();
  const full = !!vins.data && vins.data.total >= vins.data.maxCount;
  // The VIN the server said another account holds: its ways on show while that VIN is the one in the field.
  const [claimable, setClaimable] = useState<string | null>(null);

  const form = useForm<Values>({
    initial: { vin: '', plateNo: '' },
    draftKey: 'chargingVinAdd',
    showErrors: 'touched',
    validate: (v) => ({ vin: blockingError(checkVin(v.vin)) }),
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      const check = checkVin(v.vin);
      if (check.onlyCheckDigit) {
        const choice = await ui.dialog({
          title: 'VIN码校验位不符',
          content: `VIN码${check.vin}的第9位校验位应为${check.expectedCheckDigit ?? ''}。国产车辆请返回核对；进口车辆的VIN码可能不含校验位，确认与行驶证一致后可继续保存。`,
          actions: [
            { key: 'back', text: '返回核对' },
            { key: 'save', text: '仍然保存', primary: true },
          ],
          safeKey: 'back',
        });
        if (choice !== 'save') return;
      }
      try {
        await addVin({
          vin: check.vin,
          ...(v.plateNo ? { plateNo: v.plateNo } : {}),
          ...(check.onlyCheckDigit ? { acceptCheckDigit: true } : {}),
        }).unwrap();
      } catch (e) {
        const refusal = vinRefusal(e);
        setClaimable(heldByOther(e) ? check.vin : null);
        if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
        else if (refusal) setFormError(refusal.msg);
        return;
      }
      clear();
      ui.toast('VIN码已添加');
      onSaved();
    },
  });

  const check = checkVin(form.values.vin);
  const typed = check.vin.length;
  const refusedAsHeld = claimable === check.vin && form.errors.vin;
  const hint = refusedAsHeld ? (
    <HeldByOtherWays check={check} message={refusedAsHeld} />
  ) : check.onlyCheckDigit ? (
    <span className={styles.warning}>第9位校验位应为{check.expectedCheckDigit}，请核对；进口车辆可在保存时确认</span>
  ) : (
    WHERE_TO_FIND
  );

  return (
    <form className={styles.form} aria-label="添加VIN码" onSubmit={form.submit} noValidate>
      <p className={styles.intro}>添加车辆VIN码后，在支持即插即充的充电桩插枪即可自动识别车辆并开始充电。</p>
      <CardList>
        <Field
          id={form.id('vin')}
          label="VIN码"
          error={form.errors.vin}
          hint={hint}
          addon={
            <span className={styles.label} aria-hidden="true">
              {typed}/{VIN_LENGTH}
            </span>
          }
        >
          <Input
            id={form.id('vin')}
            placeholder="请输入17位VIN码"
            autoComplete="off"
            autoCapitalize="characters"
            value={form.values.vin}
            onChange={(vin) => form.set({ vin })}
            onBlur={() => {
              form.touch('vin');
              const tidy = normaliseVin(form.values.vin);
              if (tidy !== form.values.vin) form.set({ vin: tidy });
            }}
          />
        </Field>
      </CardList>
      <PlateField id={form.id('plateNo')} value={form.values.plateNo} onChange={(plateNo) => form.set({ plateNo })} error={form.errors.plateNo} />
      {full && (
        <p className={styles.note} role="status">
          每个账号最多添加{vins.data?.maxCount}个VIN码，已达上限。<Link to={paths.chargingVinManage}>管理VIN码</Link>
        </p>
      )}
      <FormError message={form.formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={form.pending} loadingText="保存中…" disabled={full}>
        保存
      </Button>
    </form>
  );
}
