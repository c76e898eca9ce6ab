/**
 * What each of Lighthouse's long tasks was, for `bench:floor`'s DETAIL=1. Lighthouse's simulation multiplies each
 * main-thread task it traced by its CPU slowdown (4×), so a long task of D ms is the traced task of about D / 4 ms:
 * this finds that task in the run's own trace and names what ran in it (a script's evaluation or a callback and
 * their file, the document's parse, a style or layout pass, a garbage collection), largest first (the longest
 * event of each kind, nested ones too).
 */
const WHAT = /^(EvaluateScript|FunctionCall|v8\.evaluateModule|ParseHTML|UpdateLayoutTree|Layout|Paint|MinorGC|MajorGC|TimerFire|FireAnimationFrame|EventDispatch|ParseAuthorStyleSheet|Decode Image)$/;

/** The page's main thread in a trace: the renderer's main thread with the most task time. */
export function mainThreadOf(events) {
  let best = null;
  let busy = -1;
  for (const m of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const b = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
    if (b > busy) [best, busy] = [m, b];
  }
  return best;
}

/**
 * Lighthouse's own cost in a task: its trace records a JS stack with each style or layout invalidation a script
 * causes (one per layout object a removal detaches), each timer set or cleared and each request started. Deep in a
 * React commit that is 90-odd frames a time, a cost the same task does not have untraced (`bench:trace-cost`).
 */
export function stacksOf(task, onMain) {
  let count = 0;
  let frames = 0;
  for (const e of onMain) {
    if (e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
    const stack = e.args?.data?.stackTrace ?? e.args?.beginData?.stackTrace;
    if (!stack?.length) continue;
    count += 1;
    frames += stack.length;
  }
  return { count, frames };
}

function stacksIn(task, onMain) {
  const { count, frames } = stacksOf(task, onMain);
  return count ? `; ${count} events with a JS stack (${frames} frames)` : '';
}

/** `items`: the long-tasks audit's items; `events`: the run's trace. One label per item, in the items' order. */
export function nameLongTasks(items, events, slowdown = 4) {
  const main = mainThreadOf(events);
  if (!main) return items.map(() => 'the trace has no page main thread');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const mine = onMain.filter((e) => e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const taken = new Set();
  return items.map((item) => {
    const want = (item.duration / slowdown) * 1000;
    const task = tasks.filter((t) => !taken.has(t) && Math.abs(t.dur - want) <= 1000).sort((a, b) => Math.abs(a.dur - want) - Math.abs(b.dur - want))[0];
    if (!task) return `no single traced task of about ${(want / 1000).toFixed(1)} ms`;
    taken.add(task);
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && (e.dur ?? 0) >= 500);
    // What the task is known by; else (a promise's or scheduler.yield's continuation, the browser's own work) the
    // largest events in it, whatever they are.
    const known = inside.filter((e) => WHAT.test(e.name));
    const parts = new Map();
    for (const e of known.length ? known : inside.filter((x) => !/RunTask|ThreadController/.test(x.name))) {
      const file = (e.args?.data?.url ?? '').split('/').pop();
      const key = file ? `${e.name}(${file})` : e.name;
      parts.set(key, Math.max(parts.get(key) ?? 0, e.dur));
    }
    const named = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`);
    return `traced ${(task.dur / 1000).toFixed(1)} ms: ${named.join(', ') || 'nothing the trace names'}${stacksIn(task, onMain)}`;
  });
}
