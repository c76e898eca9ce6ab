import { numberedPages } from '../pages';
import { basicApi } from './index';
import { noData } from '../../lib/schema';
import {
  ReminderPage, ReminderSettings, VapidPublicKey, type PushSubscriptionBody, type PushUnsubscribeParams, type ReminderSettingsChange, type WechatSubscribeResult,
} from './reminders.types';

export const REMINDERS_PAGE_SIZE = 10;

const remindersBase = basicApi.enhanceEndpoints({ addTagTypes: ['Reminders', 'NoticeCounts', 'ReminderSettings'] });

/**
 * A driver's reminders (injected on the basic service): the message centre's list, reading them, the
 * driver's choices, this browser's push subscription and WeChat's subscribe answers. Each change answers with the
 * settings as the server now holds them, which replace the cached ones.
 */
export const remindersApi = remindersBase.injectEndpoints({
  endpoints: (build) => ({
    reminders: build.infiniteQuery<ReminderPage, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({ url: '/basic/v2/api/reminders', params: { pageNo: pageParam, pageSize: REMINDERS_PAGE_SIZE } }),
      responseSchema: ReminderPage,
      providesTags: ['Reminders'],
    }),
    readReminder: build.mutation<null, { reminderId: string }>({
      query: ({ reminderId }) => ({
        url: `/basic/v2/api/reminders/${encodeURIComponent(reminderId)}/read`,
        template: '/basic/v2/api/reminders/{reminderId}/read',
        method: 'POST',
      }),
      responseSchema: noData,
      invalidatesTags: (_r, e) => (e ? [] : ['Reminders', 'NoticeCounts']),
    }),
    readAllReminders: build.mutation<null, void>({
      query: () => ({ url: '/basic/v2/api/reminders/readAll', method: 'POST' }),
      responseSchema: noData,
      invalidatesTags: (_r, e) => (e ? [] : ['Reminders', 'NoticeCounts']),
    }),
    reminderSettings: build.query<ReminderSettings, void>({
      query: () => ({ url: '/basic/v2/api/reminderSettings' }),
      responseSchema: ReminderSettings,
      providesTags: ['ReminderSettings'],
    }),
    changeReminderSettings: build.mutation<ReminderSettings, ReminderSettingsChange>({
      query: (body) => ({ url: '/basic/v2/api/reminderSettings', method: 'PUT', body }),
      responseSchema: ReminderSettings,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(remindersApi.util.upsertQueryData('reminderSettings', undefined, data));
      },
    }),
    vapidPublicKey: build.query<VapidPublicKey, void>({
      query: () => ({ url: '/basic/v2/api/push/vapidPublicKey' }),
      responseSchema: VapidPublicKey,
    }),
    savePushSubscription: build.mutation<ReminderSettings, PushSubscriptionBody>({
      query: (body) => ({ url: '/basic/v2/api/push/subscriptions', method: 'POST', body }),
      responseSchema: ReminderSettings,
      invalidatesTags: (_r, e) => (e ? [] : ['ReminderSettings']),
    }),
    /** Forgets this browser's subscription on the server (signing out, src/app/sagas/logoutSaga.ts). */
    deletePushSubscription: build.mutation<ReminderSettings, PushUnsubscribeParams>({
      query: (params) => ({ url: '/basic/v2/api/push/subscriptions', method: 'DELETE', params }),
      responseSchema: ReminderSettings,
      invalidatesTags: (_r, e) => (e ? [] : ['ReminderSettings']),
    }),
    saveWechatSubscribeResult: build.mutation<ReminderSettings, WechatSubscribeResult>({
      query: (body) => ({ url: '/basic/v2/api/wechat/subscribeResult', method: 'POST', body }),
      responseSchema: ReminderSettings,
      invalidatesTags: (_r, e) => (e ? [] : ['ReminderSettings']),
    }),
  }),
});

export const {
  useRemindersInfiniteQuery, useReadReminderMutation, useReadAllRemindersMutation, useReminderSettingsQuery,
  useChangeReminderSettingsMutation, useSavePushSubscriptionMutation,
  useSaveWechatSubscribeResultMutation,
} = remindersApi;
