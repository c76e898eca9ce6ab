import { getContext } from 'redux-saga/effects';
import type { Platform } from '@/platform/types';
import type { UiEffects } from '@/ui/feedback/types';
import type { Navigator } from './navigator';

/** What every saga may reach through context; setupStore fills it, tests pass fakes. */
export interface SagaDeps {
  platform: Platform;
  navigator: Navigator;
  ui: UiEffects;
}

export const getUi = () => getContext('ui');
export const getNavigator = () => getContext('navigator');
export const getPlatform = () => getContext('platform');
