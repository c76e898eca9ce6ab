/**
 * Hosts the app trusts, beside its own origin. A deployment lists its own here (they are build-time constants,
 * like config/api.ts's service bases).
 */

/** Where images in server content (news, notices, policies) may come from; every other host's image is dropped. */
export const contentImageHosts: readonly string[] = ['img.example.com', 'static.example.com'];
