import { useNavigate, useSearchParams } from 'react-router-dom';
import { href, paths } from '@/lib/paths';
import { FIRST_TAB, tabOf, type StationTab } from './stationTabs';

/**
 * The station page's open tab, kept in its address (`tab`) rather than in the store: the history entry carries it,
 * so back from a pile, a report or the sign-in it sent the driver to finds the same tab (and the same scroll), a
 * reload keeps it, and two stations opened one after the other each keep their own. Choosing replaces the entry
 * (a tab is not a page to go back through) and leaves the scroll where it is.
 */
export function useStationTab(stationId: string): [StationTab, (tab: StationTab) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabOf(params.get('tab'));
  const choose = (next: StationTab) => {
    if (next === tab) return;
    const to = href(paths.chargeStationDetail, next === FIRST_TAB ? { stationId } : { stationId, tab: next });
    void navigate(to, { replace: true, preventScrollReset: true });
  };
  return [tab, choose];
}
