import { Checkbox, Radio } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import type { PlateColor } from '@/lib/wire';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { coloursText } from '../passText';
import { LinkButton } from './LinkButton';
import '../passes.css';

interface Props {
  /** The id of the first choice's native input (focus lands there on a refused submit). */
  id: string;
  plates: BoundPlateItem[];
  /** Colours the rule takes; other plates are shown, disabled, with why. */
  colours: readonly PlateColor[];
  limit: number;
  value: string[];
  onChange: (plates: string[]) => void;
  error?: string | null;
  disabled?: boolean;
  /** Whether the driver may bind another plate (below the server's maxCount). */
  canAdd: boolean;
}

/** 添加车辆 binds a plate and comes back here, where the draft kept everything typed. */
function AddCar() {
  const { pathname, search } = useLocation();
  return (
    <LinkButton small to={href(paths.addCar, { redirect: pathname + search })}>
      添加车辆
    </LinkButton>
  );
}

function PlateRow({ plate, fits }: { plate: BoundPlateItem; fits: boolean }) {
  return (
    <span className="ps-choice-main">
      <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} />
      {!fits && <span className="ps-weak">该月卡不适用于{plate.plateColorText}车辆</span>}
    </span>
  );
}

/**
 * The plates the pass will carry, from the driver's bound plates: one (a radio group) or up to `limit` (checkboxes;
 * the rest are disabled once the limit is reached). Plates of a colour the rule does not take cannot be chosen.
 */
export function PlatesField({ id, plates, colours, limit, value, onChange, error, disabled, canAdd }: Props) {
  const fits = (p: BoundPlateItem) => colours.includes(p.plateColor);
  // Focus on a refused submit goes to the first plate that can be chosen.
  const first = Math.max(0, plates.findIndex(fits));
  const firstId = (i: number) => (i === first ? id : undefined);
  const errorId = `${id}-error`;
  return (
    <fieldset className="ps-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{limit > 1 ? `车辆（最多${limit}辆，限${coloursText(colours)}）` : `车辆（限${coloursText(colours)}）`}</legend>
      {plates.length === 0 ? (
        <p className="ps-weak">您还没有绑定车辆，请先添加车辆</p>
      ) : limit === 1 ? (
        <Radio.Group value={value[0] ?? null} onChange={(v) => onChange(v === null ? [] : [String(v)])} disabled={disabled}>
          <div className="ps-choices">
            {plates.map((p, i) => (
              <Radio key={p.plateId} id={firstId(i)} value={p.plateNo} className="ps-choice" disabled={!fits(p)}>
                <PlateRow plate={p} fits={fits(p)} />
              </Radio>
            ))}
          </div>
        </Radio.Group>
      ) : (
        <div className="ps-choices">
          {plates.map((p, i) => {
            const checked = value.includes(p.plateNo);
            return (
              <Checkbox
                key={p.plateId}
                id={firstId(i)}
                className="ps-choice"
                checked={checked}
                disabled={disabled || !fits(p) || (!checked && value.length >= limit)}
                onChange={(on) => onChange(on ? [...value, p.plateNo] : value.filter((x) => x !== p.plateNo))}
              >
                <PlateRow plate={p} fits={fits(p)} />
              </Checkbox>
            );
          })}
        </div>
      )}
      {error && (
        <p id={errorId} className="app-field-error" role="alert">
          {error}
        </p>
      )}
      {canAdd && <AddCar />}
    </fieldset>
  );
}
