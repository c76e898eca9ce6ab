import { Button, Input } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useAddFollowMutation } from '@/api/driver/members';
import { RELATIONS, type FollowBody } from '@/api/driver/members.types';
import { isValidPlate } from '@/lib/plate';
import { normalisePhone, validateName, validatePhone } from '@/lib/validators';
import { CardList } from '@/ui/CardList';
import { ChoiceRadios, Field, FieldError } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';
import styles from './AddFollowForm.module.css';

/**
 * Following someone: their name, phone, relation and the plate the driver pays for. Checked here as the server
 * checks it; sent once however often it is tapped; cleared once the server has it.
 */
export function AddFollowForm({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [relation, setRelation] = useState<FollowBody['relation'] | ''>('');
  const plate = usePlateInput();
  const [tried, setTried] = useState(false);
  const [add, adding] = useAddFollowMutation();
  const sending = useRef(false);
  const ui = useFeedback();

  const errors = {
    name: name.trim() ? validateName(name) : '请输入亲友姓名',
    phone: phone.trim() ? validatePhone(phone.trim()) : '请输入手机号',
    relation: relation ? null : '请选择关系',
    plate: !plate.isComplete ? '请输入完整的车牌号' : isValidPlate(plate.plateNo) ? null : '车牌号格式不正确',
  };
  const firstError = (Object.keys(errors) as (keyof typeof errors)[]).find((k) => errors[k]);

  const submit = async () => {
    setTried(true);
    plate.close();
    if (firstError) {
      document.getElementById(`mb-add-${firstError}`)?.focus();
      return;
    }
    if (sending.current || !relation) return;
    sending.current = true;
    try {
      await add({ name: name.trim(), phone: normalisePhone(phone.trim()), relation, plateNo: plate.plateNo }).unwrap();
      ui.toast('已添加亲友', 3000);
      setName('');
      setPhone('');
      setRelation('');
      plate.setPlate('');
      setTried(false);
      onAdded();
    } catch {
      // the error catalogue has told the driver (already followed, the limit, their own phone)
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      className={`${styles.box} ${styles.stack}`}
      aria-labelledby="mb-add-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="mb-add-title">添加亲友</h2>
      {/* Inside the form's own card: the rows take the card's indent, not a second one of their own. */}
      <CardList style={{ '--padding-left': '0', '--padding-right': '0' }}>
        <Field id="mb-add-name" label="姓名" error={tried ? errors.name : null}>
          <Input id="mb-add-name" value={name} maxLength={10} placeholder="亲友姓名" autoComplete="off" onChange={setName} />
        </Field>
        <Field id="mb-add-phone" label="手机号" error={tried ? errors.phone : null}>
          <Input id="mb-add-phone" type="tel" value={phone} maxLength={13} placeholder="亲友手机号" autoComplete="off" onChange={setPhone} />
        </Field>
      </CardList>
      <ChoiceRadios
        id="mb-add-relation"
        legend="关系"
        choices={RELATIONS.map((r) => ({ value: r, label: r }))}
        value={relation}
        onChange={(v) => setRelation(v as FollowBody['relation'])}
        error={tried ? errors.relation : null}
        chips
      />
      <div id="mb-add-plate" tabIndex={-1} role="group" aria-label="亲友车牌号">
        <p className={styles.weak}>亲友车牌号</p>
        <PlateInput control={plate} showLargeCheckbox={false} />
      </div>
      {tried && errors.plate && (
        <FieldError>{errors.plate}</FieldError>
      )}
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={adding.isLoading} loadingText="提交中">
        添加
      </Button>
    </form>
  );
}
