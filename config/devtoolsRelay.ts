/**
 * Where operations' Redux DevTools relay listens (live remote debugging, docs/rules/operations.md): deploy
 * configuration beside the API bases, set at build time with DEVTOOLS_RELAY (`wss://relay.example.com`,
 * `ws://host:port`). The default is the local relay `npm run devtools-relay` starts (ws://localhost:8000), so a clone
 * can try it; `DEVTOOLS_RELAY=off` builds without live debugging. The page policy's connect-src names this origin and
 * no other (scripts/securityHeaders.ts), and the app connects to it only in a debug session the server confirmed.
 */
declare const __DEVTOOLS_RELAY__: string | undefined;

export const DEFAULT_DEVTOOLS_RELAY = 'ws://localhost:8000';

export interface RelayAddress {
  /** The origin as the policy names it: `wss://relay.example.com`, `ws://localhost:8000`. */
  origin: string;
  hostname: string;
  port: number;
  secure: boolean;
}

/** The relay a build names (`raw` as DEVTOOLS_RELAY gives it), or null for `off` or a value that is no ws(s) origin. */
export function relayAddressOf(raw: string | undefined): RelayAddress | null {
  const value = (raw ?? '').trim() || DEFAULT_DEVTOOLS_RELAY;
  if (value === 'off') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  const secure = url.protocol === 'wss:';
  return { origin: url.origin, hostname: url.hostname, port: Number(url.port) || (secure ? 443 : 80), secure };
}

/** This build's relay. */
export const devtoolsRelay: RelayAddress | null = relayAddressOf(typeof __DEVTOOLS_RELAY__ === 'string' ? __DEVTOOLS_RELAY__ : undefined);
