import { Button, Input } from 'antd-mobile';
import { errorMessage, isApiError } from '@/api/apiError';
import type { ChargingCard } from '@/api/cps/vins.types';
import { CardList } from '@/ui/CardList';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useFeedback } from '@/ui/hooks';
import { formatCardNo } from './cardNumber';
import { cardPasswordErrors, type CardPasswordField, type CardPasswordValues } from './cardPassword';
import { FormError } from '@/ui/form/FormError';
import styles from './CardPasswordForm.module.css';
import { useChangeChargingCardPasswordMutation } from '@/api/cps/stations';

const FIELDS: { name: CardPasswordField; label: string; placeholder: string }[] = [
  { name: 'oldPassword', label: '原密码', placeholder: '请输入6位原密码' },
  { name: 'newPassword', label: '新密码', placeholder: '请输入6位数字新密码' },
  { name: 'confirmPassword', label: '确认新密码', placeholder: '请再次输入新密码' },
];

/** The server's words for a wrong old password (a 400 like any other refusal): they belong under that field. */
const WRONG_OLD = /原密码(错误|不正确)/;

/**
 * Old, new and confirm for one card, six digits each on the numeric keyboard, masked and never drafted. The old
 * password is only known to be wrong once the server says so; that is shown under it. `onChanged` runs after.
 */
export function CardPasswordForm({ card, onChanged }: { card: ChargingCard; onChanged: () => void }) {
  const ui = useFeedback();
  const [change] = useChangeChargingCardPasswordMutation();
  const form = useForm<CardPasswordValues>({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    showErrors: 'touched',
    validate: cardPasswordErrors,
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      try {
        await change({ cardNo: card.cardNo, oldPassword: v.oldPassword, newPassword: v.newPassword }).unwrap();
      } catch (e) {
        if (isApiError(e) && e.handled) return;
        if (isApiError(e) && WRONG_OLD.test(e.msg)) setFieldError('oldPassword', e.msg);
        else setFormError(errorMessage(e));
        return;
      }
      clear();
      ui.toast('充电卡密码已修改');
      onChanged();
    },
  });

  return (
    <form className={styles.form} aria-label="修改充电卡密码" onSubmit={form.submit} noValidate>
      <p className={styles.cardFor}>
        <span className={styles.label}>充电卡号</span>
        <strong>{formatCardNo(card.cardNo)}</strong>
      </p>
      <CardList>
        {FIELDS.map((f) => (
          <Field key={f.name} id={form.id(f.name)} label={f.label} error={form.errors[f.name]}>
            <Input
              id={form.id(f.name)}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder={f.placeholder}
              value={form.values[f.name]}
              onChange={(value) => form.set({ [f.name]: value } as Partial<CardPasswordValues>)}
              onBlur={() => form.touch(f.name)}
            />
          </Field>
        ))}
      </CardList>
      <ul className={styles.tips}>
        <li>卡密码为6位数字，在充电桩刷卡充电时使用</li>
        <li>忘记原密码请携带充电卡到充电站服务点办理重置</li>
      </ul>
      <FormError message={form.formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={form.pending} loadingText="提交中…">
        确认修改
      </Button>
    </form>
  );
}
