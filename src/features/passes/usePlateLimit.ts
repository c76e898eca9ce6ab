import { useMenuConfigsQuery } from '@/api/basic';
import { readStored } from '@/session/storage';

/**
 * How many plates one pass may carry here: the rule's own maxPlates, capped by the menu config's bagVehicle (the
 * operator's limit for this client). bagVehicle missing, zero or unreadable counts as one plate: the strictest
 * reading, so the app never offers more than the operator allows.
 */
export function platesAllowed(maxPlates: number, bagVehicle: unknown): number {
  const client = typeof bagVehicle === 'number' && Number.isFinite(bagVehicle) && bagVehicle >= 1 ? Math.floor(bagVehicle) : 1;
  return Math.max(1, Math.min(maxPlates, client));
}

/** bagVehicle of the menu config the before-each step loads (the same cache entry), else of the last one this device got. */
export function useBagVehicle(): unknown {
  const { data } = useMenuConfigsQuery();
  return (data ?? readStored('menuConfig'))?.bagVehicle;
}

export function usePlateLimit(maxPlates: number): number {
  return platesAllowed(maxPlates, useBagVehicle());
}
