import type { GunType } from '@/api/cps/gun.types';

/**
 * The control calls of the holds, lines and reports (mocks/README.md's control table), for jest tests: what
 * an operator or another driver does at a station. Each answers the envelope's data, or throws with its code.
 */
async function control<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`http://localhost/__mock/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: string; msg: string; data: T };
  if (json.code !== '200') throw Object.assign(new Error(`${json.code} ${json.msg}`), { code: json.code, msg: json.msg });
  return json.data;
}

export interface FreedGun {
  pileCode: string;
  gunNo: string;
  /** The place in line the gun was offered to, or null when it came free. */
  offeredTo: string | null;
  holdId: string | null;
}

export const stationControl = {
  /** Another driver's session of the kind ends now (the one due soonest): the gun goes to the line, or is free. */
  freeGun: (stationId: string, gunType: GunType) => control<FreedGun>(`stations/${stationId}/freeGun`, { gunType }),
  /** The first in line's turn comes now (as freeGun, but refused with 409 when nobody waits). */
  queueTurn: (stationId: string, gunType: GunType) => control<FreedGun>(`stations/${stationId}/queueTurn`, { gunType }),
  /** The operator clears the station's reports (of one pile, or all). */
  clearReports: (stationId: string, pileCode?: string) => control<{ cleared: number }>('chargerReports/clear', { stationId, pileCode }),
  /** The pile stops reporting, as from `minutes` ago. */
  silencePile: (pileCode: string, minutes: number) => control<{ pileCode: string; since: string }>(`piles/${pileCode}/silence`, { minutes }),
};
