import { Button, Popup } from 'antd-mobile';
import { useCallback, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CardList } from '@/ui/CardList';
import { ChoiceRadios, Field, FieldError } from '@/ui/form';
import { useDialogFocus } from '@/ui/dialog';
import { FLOORS, TEXT_MAX, type CarPosition } from '../../carPosition';
import { PhotoPick } from './PhotoPick';
import styles from './CarPosition.module.css';

export interface CarPositionDraft {
  floor: string;
  zone: string;
  space: string;
  photo?: string;
}

interface Props {
  /** What was recorded before (修改), else nothing. */
  initial?: CarPosition;
  /** Keeps the draft; false when it could not be kept (the message shows in the sheet). */
  onSave: (draft: CarPositionDraft) => boolean;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the panel: the page under the sheet is out of reach while it is open. */
function trapTab(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'Tab') return;
  const all = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    // Of a radio group only the checked one (or the first) is a Tab stop.
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      const group = e.currentTarget.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${el.name}"]`);
      const checked = Array.from(group).find((r) => r.checked);
      return checked ? checked === el : group[0] === el;
    }
    return true;
  });
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === e.currentTarget)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/** 记录停车位置: floor (radios), zone and space (text), an optional photo; kept on this phone only. */
export function CarPositionSheet({ initial, onSave, onClose }: Props) {
  const titleId = useId();
  const ids = useId();
  const close = useCallback(() => onClose(), [onClose]);
  const panel = useDialogFocus(close);
  const [draft, setDraft] = useState<CarPositionDraft>({
    floor: initial?.floor ?? '',
    zone: initial?.zone ?? '',
    space: initial?.space ?? '',
    ...(initial?.photo ? { photo: initial.photo } : {}),
  });
  const [floorError, setFloorError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const floorId = `${ids}-floor`;

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.floor) {
      setFloorError('请选择停车楼层');
      document.getElementById(floorId)?.focus();
      return;
    }
    const zone = draft.zone.trim();
    const space = draft.space.trim();
    if (!onSave({ floor: draft.floor, zone, space, ...(draft.photo ? { photo: draft.photo } : {}) })) {
      setSaveError('照片太大，未能保存，请换一张或不加照片');
    }
  };

  return (
    <Popup visible position="bottom" onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 'var(--app-radius-l)', borderTopRightRadius: 'var(--app-radius-l)' }}>
      <div ref={panel} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={trapTab}>
        <h2 id={titleId} className={styles.sheetTitle}>
          记录停车位置
        </h2>
        <p className={styles.weak}>只保存在这台手机上，不会上传。</p>
        <form onSubmit={save} noValidate aria-labelledby={titleId}>
          <ChoiceRadios
            id={floorId}
            legend="楼层"
            chips
            choices={FLOORS.map((f) => ({ value: f, label: f }))}
            value={draft.floor}
            onChange={(floor) => {
              setDraft((d) => ({ ...d, floor }));
              setFloorError(null);
            }}
            error={floorError}
          />
          <CardList>
          <Field id={`${ids}-zone`} label="区域（选填）" hint="如 C区">
            <input
              id={`${ids}-zone`}
              className={styles.input}
              value={draft.zone}
              maxLength={TEXT_MAX}
              autoComplete="off"
              onChange={(e) => setDraft((d) => ({ ...d, zone: e.target.value }))}
            />
          </Field>
          <Field id={`${ids}-space`} label="车位号（选填）" hint="如 036">
            <input
              id={`${ids}-space`}
              className={styles.input}
              value={draft.space}
              maxLength={TEXT_MAX}
              autoComplete="off"
              onChange={(e) => setDraft((d) => ({ ...d, space: e.target.value }))}
            />
          </Field>
          </CardList>
          <PhotoPick
            photo={draft.photo}
            onPhoto={(photo) => {
              setSaveError(null);
              setDraft(({ photo: _old, ...d }) => (photo ? { ...d, photo } : d));
            }}
          />
          {saveError && <FieldError>{saveError}</FieldError>}
          <div className={styles.sheetActions}>
            <Button type="button" shape="rounded" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" color="primary" shape="rounded">
              保存位置
            </Button>
          </div>
        </form>
      </div>
    </Popup>
  );
}
