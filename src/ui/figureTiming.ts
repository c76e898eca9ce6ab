import type { HTMLAttributes } from 'react';

/**
 * The figure a page a reminder opens exists to show (the fee, the energy, the balance): the browser's Element Timing
 * says when it was first painted, and the field reports send that time (src/app/field). React passes the lowercase
 * attribute through as it is; its types do not know it, hence the cast.
 */
export const figureTiming = { elementtiming: 'figure' } as unknown as HTMLAttributes<HTMLElement>;
