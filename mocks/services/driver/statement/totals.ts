import type { StatementLine, StatementTotal, StatementTotals } from '../../../../src/api/driver/statement.types';
import { STATEMENT_KINDS } from '../../../../src/api/driver/statement.types';
import { KIND_TEXT, type StatementKind } from './lines';

/** The statement's totals, from the lines it returns only, so every sum adds up to the fen. */

const NO_PLATE = '无车牌';

function add(t: StatementTotal, cents: number) {
  if (cents >= 0) t.inCents += cents;
  else t.outCents -= cents;
}

function grouped<K>(lines: readonly StatementLine[], keyOf: (l: StatementLine) => K): Map<K, StatementTotal> {
  const m = new Map<K, StatementTotal>();
  for (const l of lines) {
    const k = keyOf(l);
    const t = m.get(k) ?? { inCents: 0, outCents: 0 };
    add(t, l.amountCents);
    m.set(k, t);
  }
  return m;
}

export function totalsOf(lines: readonly StatementLine[]): StatementTotals {
  const all: StatementTotal = { inCents: 0, outCents: 0 };
  for (const l of lines) add(all, l.amountCents);
  const formatted = new Map(lines.map((l) => [l.plateNo, l.formatPlateNo ?? NO_PLATE]));
  const byMonth = [...grouped(lines, (l) => l.time.slice(0, 7))].sort(([a], [b]) => a.localeCompare(b)).map(([month, t]) => ({ month, ...t }));
  // Plates by their number, lines of no plate last.
  const byPlate = [...grouped(lines, (l) => l.plateNo)]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([plateNo, t]) => ({ plateNo, formatPlateNo: formatted.get(plateNo) ?? NO_PLATE, ...t }));
  const kinds = grouped(lines, (l) => l.kind);
  const byKind = STATEMENT_KINDS.filter((k) => kinds.has(k)).map((kind: StatementKind) => ({ kind, kindText: KIND_TEXT[kind], ...(kinds.get(kind) ?? { inCents: 0, outCents: 0 }) }));
  return {
    ...all, netCents: all.inCents - all.outCents, balanceNetCents: lines.reduce((s, l) => s + l.balanceCents, 0), byMonth, byPlate, byKind,
  };
}
