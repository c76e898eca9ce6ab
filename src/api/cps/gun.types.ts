/** A gun's kind: DC fast or AC slow (a file of its own so the session's and the access calls' types share it without a circle). */
export type GunType = 'fast' | 'slow';
