/**
 * RTK Query's createApi with its React hooks, for every service's API. Its own module so that the boot can evaluate
 * RTK Query in a task of its own (src/main.tsx) by importing this, without making the package's every export used.
 */
export { createApi } from '@reduxjs/toolkit/query/react';
