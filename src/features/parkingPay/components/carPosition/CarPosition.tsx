import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { clearCarPosition, describeCarPosition, readCarPosition, saveCarPosition, settleCarPosition, stayOf, type CarPosition as Position } from '../../carPosition';
import { CarPositionSheet, type CarPositionDraft } from './CarPositionSheet';
import { PhotoPick } from './PhotoPick';
import styles from './CarPosition.module.css';

/** The position and its photo as the driver reads it, with where it comes from. */
function Where({ position }: { position: Position }) {
  return (
    <>
      <p className={styles.where}>您的车停在 {describeCarPosition(position)}</p>
      <p className={styles.weak}>{position.berth ? '来源：车场记录' : '来源：您的记录（仅保存在本机）'}</p>
      {position.photo && <img className={styles.photo} src={position.photo} alt="停车位置照片" />}
    </>
  );
}

/**
 * 停车位置 on a bill of the driver's: the lot's berth when it reported one (nothing asked; a photo may be added), else
 * 记录停车位置 (floor, zone, space, photo) kept on this phone; 修改 and 清除位置. Nothing once the stay is over (the
 * rules: ../../carPosition.ts).
 */
export function CarPosition({ bill }: { bill: ParkOrderDetail }) {
  const [position, setPosition] = useState<Position | undefined>(() => readCarPosition(bill.uniqueId));
  const [editing, setEditing] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  // The sheet closed (saved or not): the focus comes back to this part, not to the top of the page.
  const closeSheet = useCallback(() => {
    setEditing(false);
    requestAnimationFrame(() => section.current?.focus());
  }, []);
  // The bill's answer decides what is kept (and clears a stay that is over): on every answer, not only the first.
  useEffect(() => setPosition(settleCarPosition(bill)), [bill]);

  const stay = stayOf(bill);
  // Before the bill's answer is applied (the effect above): the lot's berth as reported, else the phone's record.
  const shown: Position | undefined =
    position ?? (bill.berthNo && stay !== 'left' ? { plateNo: bill.plateNo, floor: '', zone: '', space: '', berth: bill.berthNo, savedAt: 0 } : undefined);
  if (stay === 'left' || (stay === 'paid' && !shown)) return null;

  const saveDraft = (draft: CarPositionDraft): boolean => {
    if (!saveCarPosition(bill.uniqueId, { plateNo: bill.plateNo, ...draft })) return false;
    setPosition(readCarPosition(bill.uniqueId));
    closeSheet();
    return true;
  };
  const setLotPhoto = (photo: string | undefined) => {
    if (!shown?.berth) return;
    const { savedAt: _at, photo: _old, ...rest } = shown;
    if (!saveCarPosition(bill.uniqueId, { ...rest, ...(photo ? { photo } : {}) })) {
      setPhotoError('照片太大，未能保存，请换一张');
      return;
    }
    setPhotoError(null);
    setPosition(readCarPosition(bill.uniqueId));
  };
  const clear = () => {
    clearCarPosition(bill.uniqueId);
    setPosition(undefined);
  };

  return (
    <section ref={section} tabIndex={-1} className={styles.section} aria-labelledby="pp-car-position-h">
      <h2 id="pp-car-position-h" className={styles.title}>
        停车位置
      </h2>
      {shown?.berth ? (
        <>
          <Where position={{ ...shown, photo: undefined }} />
          <PhotoPick photo={shown.photo} onPhoto={setLotPhoto} />
          {photoError && <p className={styles.weak} role="alert">{photoError}</p>}
        </>
      ) : position ? (
        <>
          <Where position={position} />
          <div className={styles.actions}>
            <Button shape="rounded" size="small" onClick={() => setEditing(true)}>
              修改位置
            </Button>
            <Button shape="rounded" size="small" onClick={clear}>
              清除位置
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.weak}>记下楼层和车位，回来时按记录找车。只保存在这台手机上。</p>
          <div className={styles.actions}>
            <Button color="primary" shape="rounded" size="small" onClick={() => setEditing(true)}>
              记录停车位置
            </Button>
          </div>
        </>
      )}
      {editing && <CarPositionSheet initial={position} onSave={saveDraft} onClose={closeSheet} />}
    </section>
  );
}

/**
 * The bill could not be loaded (no network, the lot's system down): the position this phone kept for it still
 * shows, since finding the car does not need the server.
 */
export function KeptCarPosition({ uniqueId }: { uniqueId: string }) {
  const [position, setPosition] = useState(() => readCarPosition(uniqueId));
  if (!position) return null;
  return (
    <section className={styles.section} aria-labelledby="pp-car-position-h">
      <h2 id="pp-car-position-h" className={styles.title}>
        停车位置
      </h2>
      <Where position={position} />
      <div className={styles.actions}>
        <Button
          shape="rounded"
          size="small"
          onClick={() => {
            clearCarPosition(uniqueId);
            setPosition(undefined);
          }}
        >
          清除位置
        </Button>
      </div>
    </section>
  );
}
