import { Button, Card } from 'antd-mobile';
import { useRef, useState } from 'react';
import { Link } from '@/ui/Link';
import { isApiError } from '@/api/apiError';
import { useBindPlateMutation, useBoundPlatesQuery } from '@/api/driver/plates';
import { MAX_BOUND_PLATES, PLATE_CODES, type BoundPlateItem } from '@/api/driver/plates.types';
import { href, paths } from '@/lib/paths';
import { isValidPlate, provinceForCity } from '@/lib/plate';
import type { PlateColor } from '@/lib/wire';
import { readStored } from '@/session/storage';
import { useFeedback } from '@/ui/hooks';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';
import styles from './AddPlateForm.module.css';

type Refusal = { kind: 'mine' | 'other' | 'limit' | 'other-error'; msg: string };
/** The plate a refusal was given for, and its colour: where a claim of it starts. */
type RefusedPlate = { plateNo: string; plateColor: PlateColor };
/** A refusal concerns the plate it was given for: editing the plate clears it. */
type ShownRefusal = Refusal & RefusedPlate;

function refusalOf(e: unknown): Refusal | null {
  if (!isApiError(e) || e.handled) return null;
  if (e.code === PLATE_CODES.alreadyMine) return { kind: 'mine', msg: '该车牌已绑定' };
  if (e.code === PLATE_CODES.boundByOther) return { kind: 'other', msg: e.msg };
  if (e.code === PLATE_CODES.limit) return { kind: 'limit', msg: e.msg };
  return { kind: 'other-error', msg: e.msg };
}

/**
 * The way on from a refusal, next to its message: a plate another account holds is claimed with its licence, or taken
 * to customer service with the plate and the message (what the catalogue's confirm carried for other calls).
 */
function RefusalLink({ kind, plate, message }: { kind: Refusal['kind']; plate: RefusedPlate; message: string }) {
  if (kind === 'mine') return <Link to={paths.carManage}>查看我的车辆</Link>;
  if (kind === 'other') {
    return (
      <span className={styles.ways}>
        <Link to={href(paths.plateClaim, plate)}>申请车牌认领</Link>
        <Link to={href(paths.customerServiceQuestionConsultation, { type: 5, plateNo: plate.plateNo, message })}>联系客服</Link>
      </span>
    );
  }
  if (kind === 'limit') return <Link to={paths.carManage}>管理已绑定车辆</Link>;
  return null;
}

/**
 * The plate keyboard and input (new-energy, yellow, WJ and special plates: src/lib/plate.ts) and the bind call.
 * The button waits for the first seven cells; a malformed plate is refused here before any call. The server's
 * refusals are shown once, under the plate input they concern: already mine ('该车牌已绑定'), bound by another
 * driver (with customer service), the plate limit. `onBound` gets the new plate.
 */
export function AddPlateForm({ onBound, submitText = '确认绑定' }: { onBound: (plate: BoundPlateItem) => void; submitText?: string }) {
  const ui = useFeedback();
  const [province] = useState(() => provinceForCity(readStored('locationCity')));
  const plate = usePlateInput({ province });
  const plates = useBoundPlatesQuery();
  const [bind, { isLoading }] = useBindPlateMutation();
  const [refusal, setRefusal] = useState<ShownRefusal | null>(null);
  const error = refusal && refusal.plateNo === plate.plateNo ? refusal : null;
  const [attempted, setAttempted] = useState(false);
  const inFlight = useRef(false);

  const max = plates.data?.maxCount ?? MAX_BOUND_PLATES;
  const full = !!plates.data && plates.data.total >= max;
  const incomplete = !plate.isComplete;

  const submit = async () => {
    setAttempted(true);
    if (inFlight.current || incomplete || full) return;
    plate.close();
    if (!isValidPlate(plate.plateNo)) {
      setRefusal({ kind: 'other-error', msg: '车牌号格式不正确，请检查后重新输入', plateNo: plate.plateNo, plateColor: plate.plateColor });
      return;
    }
    inFlight.current = true;
    setRefusal(null);
    try {
      const added = await bind({ plateNo: plate.plateNo, plateColor: plate.plateColor }).unwrap();
      ui.toast('绑定成功');
      onBound(added);
    } catch (e) {
      const r = refusalOf(e);
      setRefusal(r && { ...r, plateNo: plate.plateNo, plateColor: plate.plateColor });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      className={styles.form}
      aria-label="添加车辆"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Card title={<h2 className={styles.cardTitle}>请输入车牌号码</h2>} headerStyle={{ paddingBottom: 'var(--app-space-m)' }}>
        <PlateInput control={plate} />
        {attempted && incomplete && !error && <p className={styles.formError} role="alert">请输入完整的车牌号（新能源车牌为8位）</p>}
        {error && (
          <div className={styles.formError} role="alert">
            <p>{error.msg}</p>
            <RefusalLink kind={error.kind} plate={{ plateNo: error.plateNo, plateColor: error.plateColor }} message={error.msg} />
          </div>
        )}
      </Card>
      {full && (
        <p className={styles.formNote} role="status">
          每个账号最多绑定{max}辆车，已达上限。<Link to={paths.carManage}>去解绑</Link>
        </p>
      )}
      <ul className={styles.tips}>
        <li>新能源车牌请填写第8位；大中型车（黄牌）请勾选上方选项</li>
        <li>武警车牌请在“特殊车牌”中选择 WJ，学、警、挂、港、澳、应急车牌同样在其中选择</li>
        <li>每个账号最多绑定{max}辆车，一辆车只能被一个账号绑定</li>
      </ul>
      <Button type="submit" color="primary" block shape="rounded" size="large" loading={isLoading} loadingText="绑定中…"
        disabled={full} aria-disabled={incomplete || undefined} className={styles.submit}>
        {submitText}
      </Button>
    </form>
  );
}
