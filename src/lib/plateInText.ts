/** A mainland plate inside a sentence ('车辆京A12345有1笔欠费未缴'): province, letter, 5–6 letters or digits. */
const PLATE_IN_TEXT = /[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]?/;

/** The first plate a server message names, or undefined. */
export function plateInText(text: string): string | undefined {
  const m = PLATE_IN_TEXT.exec(text);
  if (!m) return undefined;
  // Five characters after the letter is an ordinary plate, six a new-energy one; a seventh is not part of it.
  return m[0].length > 8 ? m[0].slice(0, 8) : m[0];
}

/**
 * The consultation a catalogue button opens, with what the driver was doing: the plate (the call's own, else the
 * one the message names) and the server's message, so the form arrives filled in.
 */
export function withFeedbackContext(to: string, msg: string, plateNo?: string): string {
  const plate = plateNo ?? plateInText(msg);
  const extra = [plate ? `plateNo=${encodeURIComponent(plate)}` : '', msg ? `message=${encodeURIComponent(msg)}` : ''].filter(Boolean).join('&');
  if (!extra) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${extra}`;
}
