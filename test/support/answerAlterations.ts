/**
 * The ways a drifting backend breaks a successful answer, each applied to the envelope's data: what the contract
 * sweep (jest and the browser) feeds a page to see that it stays up and honest.
 */
export const alterations = ['dataNull', 'dataEmpty', 'fieldsDropped', 'numbersAsStrings', 'listsNull', 'leavesNull'] as const;
export type Alteration = (typeof alterations)[number];

function walk(value: unknown, leaf: (v: unknown) => unknown, list: (v: unknown[]) => unknown, object: (o: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return list(value.map((x) => walk(x, leaf, list, object)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, leaf, list, object);
    return object(out);
  }
  return leaf(value);
}

/** Every other field of each object, from the second on, dropped. */
function dropEveryOther(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter((_e, i) => i % 2 === 0));
}

export function alterData(kind: Alteration, data: unknown): unknown {
  const same = <T,>(x: T) => x;
  switch (kind) {
    case 'dataNull': return null;
    case 'dataEmpty': return Array.isArray(data) ? [] : {};
    case 'fieldsDropped': return walk(data, same, same, dropEveryOther);
    case 'numbersAsStrings': return walk(data, (v) => (typeof v === 'number' ? String(v) : v), same, same);
    case 'listsNull': return walk(data, same, () => null, same);
    case 'leavesNull': return walk(data, () => null, same, same);
  }
}

/** An envelope with its data altered when it is a success; a refusal passes as it came. */
export function alterEnvelope(kind: Alteration, envelope: { code?: unknown; data?: unknown }): unknown {
  if (envelope.code !== '200' || envelope.data === null || envelope.data === undefined) return envelope;
  return { ...envelope, data: alterData(kind, envelope.data) };
}

/** What a page must never show, whatever the server answered. */
export const junkOnScreen = /\bNaN\b|\bundefined\b|\bnull\b|Invalid Date|\[object Object\]|页面加载失败|页面出了点问题|该模块暂时无法显示/;
