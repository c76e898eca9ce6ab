import { PlateBadges } from '@/ui/PlateBadge';
import { usePlateColours } from './usePlateColours';

/** The plates of a pass, an application or a payment, each as the road shows it (only drivers see them). */
export function PassPlateBadges({ plates, label = '车辆' }: { plates: readonly string[]; label?: string }) {
  return <PlateBadges plates={plates} colours={usePlateColours()} label={label} />;
}
