export { OFFLINE_MESSAGE, OfflineBanner, weakNetworkMessage } from './OfflineBanner';
export { useNetworkState, useOnline, type NetworkState } from './useOnline';
