import { Button, Radio } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useChargingVinsQuery } from '@/api/cps/vins';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import './vinCards.css';

/** The radio value of 不关联 (a plate number never looks like this). */
const NONE = 'none';

interface Props {
  /** The id of the first radio: the focus goes there when the server refuses the plate. */
  id: string;
  /** The chosen plate, '' for none. */
  value: string;
  onChange: (plateNo: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * 关联车辆 (optional): none, or one of the driver's bound plates, as radios in a named group. A plate another of
 * the driver's VINs already has is shown but cannot be chosen (one VIN per car). The plates failing to load does
 * not stop the VIN being saved without one.
 */
export function PlateField({ id, value, onChange, error, disabled }: Props) {
  const plates = useBoundPlatesQuery();
  const vins = useChargingVinsQuery();
  const errorId = `${id}-error`;
  const taken = new Set((vins.data?.results ?? []).map((v) => v.plateNo).filter((p): p is string => !!p));

  let body;
  if (!plates.data) {
    body = plates.isError ? (
      <p className="vc-line" role="alert">
        车辆加载失败，可先不关联车辆
        <Button size="small" fill="none" color="primary" loading={plates.isFetching} onClick={() => void plates.refetch()}>
          重试
        </Button>
      </p>
    ) : (
      <p className="vc-line" role="status">
        车辆加载中…
      </p>
    );
  } else if (plates.data.results.length === 0) {
    body = (
      <p className="vc-line">
        还没有绑定车辆，可先保存VIN码，之后再关联。
        <Link className="vc-card-link" to={href(paths.addCar, { redirect: paths.chargingVinAdd })}>
          添加车辆
        </Link>
      </p>
    );
  } else {
    body = (
      <Radio.Group value={value || NONE} onChange={(v) => onChange(v === NONE ? '' : String(v))} disabled={disabled}>
        <div className="vc-choices">
          <Radio value={NONE} id={id} className="vc-choice">
            暂不关联
          </Radio>
          {plates.data.results.map((p) => {
            const busy = taken.has(p.plateNo) && p.plateNo !== value;
            return (
              <Radio key={p.plateId} value={p.plateNo} disabled={busy} className="vc-choice">
                <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} size="small" />
                {busy && <span className="vc-choice-note">已关联其他VIN码</span>}
              </Radio>
            );
          })}
        </div>
      </Radio.Group>
    );
  }

  return (
    <fieldset className="vc-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>关联车辆（选填）</legend>
      {body}
      {error && (
        <div id={errorId} className="app-field-error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
