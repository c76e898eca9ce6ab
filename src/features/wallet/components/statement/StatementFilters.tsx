import { STATEMENT_KINDS, type Statement, type StatementParams } from '@/api/driver/statement.types';
import { FilterChips, type FilterChip } from '@/ui/FilterChips';
import { KIND_LABELS } from './labels';

const KINDS: FilterChip<StatementParams['kind']>[] = [{ value: undefined, label: '全部类型' }, ...STATEMENT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))];

/**
 * Whose statement (a fleet administrator's 我的 / the fleet), which plate and which kind. The plates and fleets are
 * the statement's own (`choices`, the last answer, so the chips stay while another range loads). A new scope has
 * other plates: the plate filter starts again.
 */
export function StatementFilters({ params, choices, onChange }: { params: StatementParams; choices: Pick<Statement, 'plates' | 'fleets'> | undefined; onChange: (p: StatementParams) => void }) {
  const fleets = choices?.fleets ?? [];
  const plates = choices?.plates ?? [];
  const scopes: FilterChip<string | undefined>[] = [{ value: undefined, label: '我的' }, ...fleets.map((f) => ({ value: f.groupId, label: f.groupName }))];
  const plateChips: FilterChip<string | undefined>[] = [{ value: undefined, label: '全部车牌' }, ...plates.map((p) => ({ value: p.plateNo, label: p.formatPlateNo }))];
  // A plate from a kept link that the statement does not list stays chosen, so what is asked is what shows as chosen.
  if (params.plateNo && !plates.some((p) => p.plateNo === params.plateNo)) plateChips.push({ value: params.plateNo, label: params.plateNo });
  return (
    <>
      {fleets.length > 0 && (
        <FilterChips legend="账单范围" chips={scopes} value={params.groupId} onChange={(groupId) => onChange({ ...params, groupId, plateNo: undefined })} />
      )}
      {plateChips.length > 1 && <FilterChips legend="按车牌筛选" chips={plateChips} value={params.plateNo} onChange={(plateNo) => onChange({ ...params, plateNo })} />}
      <FilterChips legend="按类型筛选" chips={KINDS} value={params.kind} onChange={(kind) => onChange({ ...params, kind })} />
    </>
  );
}
