import * as v from 'valibot';

/**
 * A gun's kind: DC fast or AC slow (a file of its own so the session's and the access calls' types share it without a
 * circle). Strict: the app works the charge curve out by it and sends it back (reserving, joining a line, asking for
 * alternatives), so a kind it does not know is not guessed.
 */
export const GunType = v.picklist(['fast', 'slow']);
export type GunType = v.InferOutput<typeof GunType>;
