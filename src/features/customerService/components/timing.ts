/** How often an open request is asked again while its detail is shown (a reply may arrive); tests shorten it. */
export const serviceTiming = { pollMs: 15_000 };
