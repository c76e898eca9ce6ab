import { createApi as createRtkApi } from '@reduxjs/toolkit/query/react';
import { registerServiceApi } from './serviceApis';

/**
 * RTK Query's createApi with its React hooks, for every service's API; each one made joins the store
 * (./serviceApis.ts). Its own module so that the boot can evaluate RTK Query in a task of its own (src/main.tsx) by
 * importing this, without making the package's every export used.
 */
// The same generic function, typed as RTK's own: only what it does after making the API differs.
export const createApi = ((options: Parameters<typeof createRtkApi>[0]) => registerServiceApi(createRtkApi(options))) as unknown as typeof createRtkApi;
