import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useChangeBagPlatesMutation } from '@/api/special/passes';
import type { BoundPlateList } from '@/api/driver/plates.types';
import type { PlateColor } from '@/lib/wire';
import type { BagPass, PlateMaterial } from '@/api/special/types';
import { formatPlate } from '@/lib/plate';
import { href, paths } from '@/lib/paths';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { useFeedback } from '@/ui/hooks';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { LinkButton } from '@/ui/LinkButton';
import styles from './AddCarForm.module.css';

interface Props {
  pass: BagPass;
  bound: BoundPlateList;
  limit: number;
  /** Colours the pass's rule takes, when the lot still sells it (else the server decides). */
  colours: readonly PlateColor[] | null;
  /** The driver's licences on file, at a lot that reviews them (null where none are needed). */
  materials: PlateMaterial[] | null;
}

/** Whether a plate's licence is on file for the lot: submitted (待审核) or approved. */
function hasLicence(materials: PlateMaterial[] | null, plateNo: string): boolean {
  if (!materials) return true;
  const m = materials.find((x) => x.plateNo === plateNo);
  return !!m && (m.state === 1 || m.state === 2);
}

/**
 * Adding a plate to a pass, or swapping one when it is full: a bound plate not on it, and (full) the plate it
 * replaces. At a lot that reviews materials the new plate needs its licence on file, and the change waits for the
 * lot's approval; elsewhere it is at once.
 */
export function AddCarForm({ pass, bound, limit, colours, materials }: Props) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [change, { isLoading }] = useChangeBagPlatesMutation();
  const colourOf = new Map(bound.results.map((p) => [p.plateNo, p.plateColor]));
  const candidates = bound.results.filter((p) => !pass.plates.includes(p.plateNo));
  const full = pass.plates.length >= limit;
  const ids = useId();
  const [plateNo, setPlateNo] = useState('');
  const [replaced, setReplaced] = useState(full ? (pass.plates[0] ?? '') : '');
  const fits = (c: PlateColor) => !colours || colours.includes(c);
  const missingLicence = plateNo !== '' && !hasLicence(materials, plateNo);
  const here = pathname + search;

  const submit = async () => {
    if (!plateNo || (full && !replaced) || missingLicence || isLoading) return;
    const plates = full ? pass.plates.map((p) => (p === replaced ? plateNo : p)) : [...pass.plates, plateNo];
    try {
      const after = await change({ bagId: pass.bagId, plates }).unwrap();
      ui.toast(after.plateChange?.state === 1 ? '已提交，等待停车场审核' : full ? '车辆已更换' : '车辆已添加', 3000);
      navigate(href(paths.mounthlyPayManage, { bagId: pass.bagId }), { replace: true });
    } catch {
      // The error catalogue told the driver why (the plate holds another pass here, say).
    }
  };

  return (
    <div className={styles.stack}>
      <section className={`${styles.card} ${styles.stack}`}>
        {candidates.length === 0 ? (
          <fieldset className={styles.fieldset}>
            <legend>{full ? '换上的车辆' : '添加的车辆'}</legend>
            <p className={styles.weak}>没有可添加的车辆，请先绑定新车辆</p>
          </fieldset>
        ) : (
          <ChoiceRadios
            id={`${ids}-add`}
            legend={full ? '换上的车辆' : '添加的车辆'}
            value={plateNo}
            onChange={setPlateNo}
            disabled={isLoading}
            choices={candidates.map((p) => ({
              value: p.plateNo,
              label: (
                <>
                  <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />
                  {!fits(p.plateColor) && <span className={styles.weak}>该月卡不适用于{p.plateColorText}车辆</span>}
                  {fits(p.plateColor) && !hasLicence(materials, p.plateNo) && <span className={styles.weak}>未上传行驶证</span>}
                </>
              ),
              disabled: !fits(p.plateColor),
            }))}
          />
        )}
        {bound.results.length < bound.maxCount && (
          <LinkButton small to={href(paths.addCar, { redirect: here })}>
            绑定新车辆
          </LinkButton>
        )}
      </section>
      {full && (
        <section className={styles.card}>
          <ChoiceRadios
            id={`${ids}-replace`}
            legend={`换下的车辆（每张月卡最多${limit}辆）`}
            value={replaced}
            onChange={setReplaced}
            disabled={isLoading}
            choices={pass.plates.map((p) => ({ value: p, label: <PlateBadge plateNo={p} plateColor={colourOf.get(p)} /> }))}
          />
        </section>
      )}
      {missingLicence && (
        <div className={styles.note} role="alert">
          <p>该停车场需审核行驶证，请先上传{formatPlate(plateNo)}的行驶证。</p>
          <Link className={styles.link} to={href(paths.plateMaterialEdit, { plateNo, redirect: here })}>
            上传行驶证
          </Link>
        </div>
      )}
      {pass.needMaterials === 1 && !missingLicence && <p className={styles.weak}>提交后需停车场审核，审核通过后新车辆方可使用此月卡。</p>}
      <Button block color="primary" shape="rounded" size="large" disabled={!plateNo || (full && !replaced) || missingLicence} loading={isLoading} loadingText="提交中…" onClick={() => void submit()}>
        {full ? '确认更换' : '确认添加'}
      </Button>
    </div>
  );
}
