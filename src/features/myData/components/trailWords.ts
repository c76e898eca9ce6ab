import type { TrailCounts, TrailKept } from '@/api/driver/personalData.types';

/** The kept records grouped by reason, in the server's words: '已开具发票，依税务规定保留（2 条）'. */
export function keptGroups(kept: TrailKept[]): string[] {
  const groups = new Map<string, number>();
  for (const k of kept) groups.set(k.reasonText, (groups.get(k.reasonText) ?? 0) + 1);
  return [...groups].map(([reason, n]) => `${reason}（${n} 条）`);
}

export const total = (c: TrailCounts): number => c.parking + c.charging;

/** What the confirmation says before anything is deleted. */
export function previewWords(before: string, deletable: TrailCounts, kept: TrailKept[]): string {
  const goes = `将删除 ${before} 之前的停车记录 ${deletable.parking} 条、充电记录 ${deletable.charging} 条，删除后无法恢复。`;
  const stays = kept.length ? `以下 ${kept.length} 条依法保留：${keptGroups(kept).join('；')}。` : '';
  return goes + stays;
}

/** What the page says once the server has deleted: '已删除 3 条，保留 2 条：…'. */
export function doneWords(deleted: TrailCounts, kept: TrailKept[]): string {
  const head = `已删除 ${total(deleted)} 条，保留 ${kept.length} 条`;
  return kept.length ? `${head}：${keptGroups(kept).join('；')}` : head;
}
