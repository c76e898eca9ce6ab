import { driverApi } from './index';
import { remindersApi } from '../basic/reminders';
import { mirrorDriverChoices } from '@/session/consentChoices';
import { Consent, ConsentList, type ConsentKind } from './consents.types';

const consentsBase = driverApi.enhanceEndpoints({ addTagTypes: ['Consents'] });

const REMINDER_KINDS: readonly ConsentKind[] = ['reminderWebpush', 'reminderWechat', 'reminderAlipay', 'reminderSms'];

/**
 * A driver's separate consents (权限与授权), injected into the driver service. Each answer is mirrored on the phone
 * for the gates that must decide at once (locating, the home banner); a reminder channel's consent is the reminder
 * settings' channel, so changing one marks those settings stale.
 */
export const consentsApi = consentsBase.injectEndpoints({
  endpoints: (build) => ({
    consents: build.query<ConsentList, void>({
      // Silent: the page shows its own failure with 重试, and the read after sign-in is in the background.
      query: () => ({ url: '/driver/v2/api/consents', silent: true }),
      responseSchema: ConsentList,
      providesTags: ['Consents'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) mirrorDriverChoices(data);
      },
    }),
    changeConsent: build.mutation<Consent, { kind: ConsentKind; granted: boolean }>({
      query: ({ kind, granted }) => ({
        url: `/driver/v2/api/consents/${encodeURIComponent(kind)}`,
        template: '/driver/v2/api/consents/{kind}',
        method: 'PUT',
        body: { granted },
      }),
      responseSchema: Consent,
      async onQueryStarted({ kind }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        mirrorDriverChoices([data]);
        dispatch(consentsApi.util.updateQueryData('consents', undefined, (list) => list.map((c) => (c.kind === data.kind ? data : c))));
        if (REMINDER_KINDS.includes(kind)) dispatch(remindersApi.util.invalidateTags(['ReminderSettings']));
      },
    }),
  }),
});

export const { useConsentsQuery, useChangeConsentMutation } = consentsApi;
