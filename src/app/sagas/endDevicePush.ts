import { call } from 'redux-saga/effects';
import { callEndpoint } from '@/api/callEndpoint';
import { remindersApi } from '@/api/basic/reminders';
import { deviceSubscription, unsubscribeDevice, type DeviceSubscription } from '@/platform/webPush';

/** This phone's push subscription, if it has one (null where push is unavailable or the lookup fails). */
async function thisDeviceSubscription(): Promise<DeviceSubscription | null> {
  try {
    return await deviceSubscription();
  } catch {
    return null;
  }
}

/**
 * A shared phone: while the token still works, the server forgets this phone's push subscription (and with it the
 * reminders it would have pushed here), then the browser ends the subscription itself.
 */
export function* endThisDevicePush() {
  const sub: DeviceSubscription | null = yield call(thisDeviceSubscription);
  if (!sub) return;
  try {
    yield* callEndpoint(remindersApi.endpoints.deletePushSubscription, { endpoint: sub.endpoint });
  } catch {
    // The browser's unsubscribe below still stops the pushes reaching this phone.
  }
  yield call(unsubscribeDevice);
}

