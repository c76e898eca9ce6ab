import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import './parkingPay.css';

/** Where the driver is paying: lot · lane, and the car the lane's camera sees. One line above the bill. */
export function LaneLine({ where, plateNo }: { where: string[]; plateNo?: string | null }) {
  return (
    <p className="pp-weak pp-lane">
      {where.join(' · ')}
      {plateNo && (
        <>
          {' · '}
          <PlateBadge plateNo={plateNo} size="small" />
        </>
      )}
    </p>
  );
}
