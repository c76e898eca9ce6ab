import { Checkbox } from 'antd-mobile';
import type { BookingPlate } from '@/api/booking/types';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import '../offPeak.css';

/**
 * The plates a package carries, from the driver's bound plates: up to `limit`; the rest are disabled once the limit
 * is reached. `id` goes on the first, where focus lands when the form refuses a submit.
 */
export function PlatesField({ id, plates, limit, value, onChange, error, disabled }: {
  id: string;
  plates: BookingPlate[];
  limit: number;
  value: string[];
  onChange: (plates: string[]) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="op-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{limit > 1 ? `车辆（最多${limit}辆）` : '车辆'}</legend>
      <div className="op-choices">
        {plates.map((p, i) => {
          const checked = value.includes(p.plateNo);
          return (
            <Checkbox
              key={p.plateId}
              id={i === 0 ? id : undefined}
              className="op-choice"
              checked={checked}
              disabled={disabled || (!checked && value.length >= limit)}
              onChange={(on) => onChange(on ? [...value, p.plateNo] : value.filter((x) => x !== p.plateNo))}
            >
              <span className="op-choice-main">
                <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />
              </span>
              {p.isDefault && <span className="op-choice-side op-weak">默认车辆</span>}
            </Checkbox>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="app-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
