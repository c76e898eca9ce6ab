import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { errorMessage } from '@/api/apiError';
import { useCreateFamilyShareMutation } from '@/api/driver/family';
import { MAX_MONTHLY_CAP_CENTS } from '@/api/driver/family.types';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { CardList } from '@/ui/CardList';
import { Field, FormError } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useOneTap } from '@/ui/useOneTap';
import { PlatePicker } from '@/ui/PlatePicker';
import { SwitchRow } from '@/ui/SwitchRow';
import styles from './Family.module.css';

const MAX_CAP_YUAN = MAX_MONTHLY_CAP_CENTS / 100;

/** The cap as typed: whole yuan from 1 to the server's largest, else why not. */
function capError(raw: string): string | null {
  if (!raw.trim()) return '请输入每月代付上限';
  if (!/^\d+$/.test(raw.trim())) return '请输入整数金额（元）';
  const yuan = Number(raw.trim());
  return yuan >= 1 && yuan <= MAX_CAP_YUAN ? null : `每月代付上限应为1至${MAX_CAP_YUAN}元`;
}

/**
 * Inviting a family member by phone to see the driver's chosen plates (always), pay their bills within a monthly cap
 * (代付, optional) and work the lock of a booked space (optional). The invitation waits until the member accepts it
 * in their own account. Checked here as the server checks it; sent once however often it is tapped; the server's
 * refusal (no account, one's own phone, a plate not one's own) is said above the button.
 */
export function InviteForm() {
  const plates = useBoundPlatesQuery();
  const [phone, setPhone] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [canPay, setCanPay] = useState(false);
  const [cap, setCap] = useState('');
  const [canLock, setCanLock] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useCreateFamilyShareMutation();
  const ui = useFeedback();

  const errors = {
    phone: phone.trim() ? validatePhone(normalisePhone(phone.trim())) : '请输入家人的手机号',
    plates: chosen.length ? null : '请选择要共享的车辆',
    cap: canPay ? capError(cap) : null,
  };
  const firstError = (Object.keys(errors) as (keyof typeof errors)[]).find((k) => errors[k]);
  const edited = () => setRefusal(null);

  // One invitation however often 发送邀请 is tapped (the kit's single flight).
  const [sendInvite] = useOneTap(async () => {
    setRefusal(null);
    try {
      await create({
        phone: normalisePhone(phone.trim()), plateNos: chosen, canPay, monthlyCapCents: canPay ? Number(cap.trim()) * 100 : 0, canLock,
      }).unwrap();
      ui.toast('邀请已发送，等待对方接受', 3000);
      setPhone('');
      setChosen([]);
      setCanPay(false);
      setCap('');
      setCanLock(false);
      setTried(false);
    } catch (e) {
      setRefusal(errorMessage(e));
    }
  });

  const submit = () => {
    setTried(true);
    if (firstError) {
      document.getElementById(`fs-invite-${firstError}`)?.focus();
      return;
    }
    sendInvite();
  };

  const choices = (plates.data?.results ?? []).map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor }));
  const platesMessage = plates.isError ? '车辆加载失败，请稍后重试' : !plates.data ? '车辆加载中…' : choices.length === 0 ? '还没有绑定车辆' : undefined;

  return (
    <form
      className={`${styles.box} ${styles.stack}`}
      aria-labelledby="fs-invite-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="fs-invite-title">邀请家人</h2>
      <p className={styles.weak}>家人接受邀请后，可以查看共享车辆的充电和停车情况。</p>
      <CardList style={{ '--padding-left': '0', '--padding-right': '0' }}>
        <Field id="fs-invite-phone" label="家人手机号" error={tried ? errors.phone : null}>
          <Input
            id="fs-invite-phone"
            type="tel"
            value={phone}
            maxLength={14}
            placeholder="家人注册时使用的手机号"
            autoComplete="off"
            onChange={(v) => {
              setPhone(v);
              edited();
            }}
          />
        </Field>
      </CardList>
      <PlatePicker
        id="fs-invite-plates"
        legend="共享车辆"
        multiple
        plates={choices}
        value={chosen}
        onChange={(v) => {
          setChosen(v);
          edited();
        }}
        error={tried ? errors.plates : null}
        message={platesMessage}
        disabled={creating.isLoading}
      />
      <SwitchRow
        label="允许代付"
        hint="家人可用自己的余额为共享车辆缴费，每月不超过上限"
        checked={canPay}
        onChange={(v) => {
          setCanPay(v);
          edited();
        }}
      />
      {canPay && (
        <CardList style={{ '--padding-left': '0', '--padding-right': '0' }}>
          <Field id="fs-invite-cap" label="每月代付上限（元）" error={tried ? errors.cap : null}>
            <Input
              id="fs-invite-cap"
              inputMode="numeric"
              value={cap}
              maxLength={4}
              placeholder={`1至${MAX_CAP_YUAN}的整数`}
              autoComplete="off"
              onChange={(v) => {
                setCap(v);
                edited();
              }}
            />
          </Field>
        </CardList>
      )}
      <SwitchRow
        label="允许操作车位锁"
        hint="在您的车位预约有效期间，家人可以开锁、关锁"
        checked={canLock}
        onChange={(v) => {
          setCanLock(v);
          edited();
        }}
      />
      <FormError message={refusal} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={creating.isLoading} loadingText="发送中">
        发送邀请
      </Button>
    </form>
  );
}
