import { constants } from '@config/constants';
import type { MenuConfig } from '@/api/basic/types';
import { menuTarget } from '@/features/home/menuTarget';
import type { ClientType } from '@/lib/wire';
import { readToken } from '@/session/tokens';
import { sendEarly } from './earlyAnswerStore';

/**
 * Where a tile of the prerendered home leads a signed-in driver, known before the app has come: index.html's tap
 * keeper (src/page/homeTapKeeper.js) asks it for a tile tapped at first sight when the phone keeps no record of the menu as
 * the app drew it (a first visit). The prerendered tiles are a visitor's (sign-in links); the driver's page depends on
 * the server's menu config (账户充值 leads to the wallet or the balance by it), so the early script asks for that
 * config at once, and the app's own query takes the same answer when it comes (app/earlyAnswerStore).
 */
const CONFIG_READ = { url: '/basic/v2/api/menuConfigs', params: {} };

type Switches = Pick<MenuConfig, 'bagPlan' | 'walletPlan' | 'supportBalance'>;

/** Only switches the answer states plainly: anything else leaves the tile to the app, which checks the answer whole. */
function switchesOf(data: unknown): Switches | null {
  const v = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const known = (name: string) => typeof v[name] === 'number';
  return known('bagPlan') && known('walletPlan') && known('supportBalance') ? (v as unknown as Switches) : null;
}

/** The page a built-in tile leads a driver to under `config`; null for a tile that is no page (a scan, an external page). */
export function driverTileTarget(key: string, data: unknown, clientType: ClientType): string | null {
  const config = switchesOf(data);
  if (!config) return null;
  // A driver's tile leads the same whether it needs a driver or not: only its id and the config decide.
  const target = menuTarget({ entryId: key, entryType: 1, needLogin: 1 }, { config, clientType, isDriver: true });
  return target.kind === 'route' ? target.to : null;
}

declare global {
  interface Window {
    /** Set on the home for a signed-in driver: where a tile leads them, once the menu config has come (null: ask the app). */
    __tileTarget?: (key: string) => Promise<string | null>;
  }
}

/** On the home, for a signed-in driver: asks for the menu config and answers the tap keeper from it. */
export function offerTileTargets(): void {
  const token = readToken();
  if (!token) return;
  // The build's client: the phone keeps another only once the app has run, and then it keeps the menu's record too.
  const clientType = constants.defaultClientType as ClientType;
  const config = sendEarly('basic', CONFIG_READ, token).then((answer) => (answer.ok ? answer.data : null));
  window.__tileTarget = (key) => config.then((data) => driverTileTarget(key, data, clientType));
}
