import type { BookingPlate } from '@/api/booking/types';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';

/** The plate the booking is for, from the driver's bound plates (the default one first). */
export function PlateField({ id, plates, value, onChange, error, disabled }: {
  id: string;
  plates: BookingPlate[];
  value: string;
  onChange: (plateNo: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <ChoiceRadios
      id={id}
      legend="预约车辆"
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      choices={plates.map((p) => ({
        value: p.plateNo,
        label: <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />,
        side: p.isDefault ? <span className="bk-weak">默认车辆</span> : undefined,
      }))}
    />
  );
}
