const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of letters and digits (the CustomPayload nonce), from the platform's CSPRNG. */
export function randomString(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  // 62 does not divide 256, so values from 248 up would favour the first letters: draw again for those.
  for (let i = 0; i < length; i += 1) {
    let b = bytes[i] as number;
    while (b >= 248) b = crypto.getRandomValues(new Uint8Array(1))[0] as number;
    out += ALPHABET[b % 62];
  }
  return out;
}
