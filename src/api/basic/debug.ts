import { basicApi } from './index';
import { SupportCodeGrant, type VerifySupportCodeBody } from './debug.types';

/**
 * The support-code check of the operations debug panel, injected into the basic service by the panel's own chunk
 * (nothing of it is in the entry). Silent: the page says why a code was refused, next to the field.
 */
export const basicDebugApi = basicApi.injectEndpoints({
  endpoints: (build) => ({
    verifySupportCode: build.mutation<SupportCodeGrant, VerifySupportCodeBody>({
      query: (body) => ({ url: '/basic/v2/api/service/supportCodes/verify', method: 'POST', body, silent: true }),
      responseSchema: SupportCodeGrant,
    }),
  }),
});

export const { useVerifySupportCodeMutation } = basicDebugApi;
