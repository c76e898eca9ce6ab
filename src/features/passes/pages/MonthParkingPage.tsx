import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { LotRules } from '../components/LotRules';
import { NearbyLots } from '../components/NearbyLots';
import styles from './MonthParkingPage.module.css';

/**
 * /monthParking: lots that sell passes, nearest first; ?parkId: that lot's rules (period, price, hours, vehicles,
 * places left, whether the lot reviews materials), each with 立即办理 (its notice, then the form). A visitor may look;
 * applying asks them to sign in.
 */
export function MonthParkingPage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  const isDriver = useAppSelector(selectIsDriver);
  return (
    <Page
      title={parkId ? '月卡办理' : '月卡停车场'}
      fallback={parkId ? paths.monthParking : paths.home}
      right={
        isDriver ? (
          <Link className={`${styles.link} ${styles.nowrap}`} to={paths.myMounthlyPay}>
            我的月卡
          </Link>
        ) : undefined
      }
    >
      <div className={styles.stack}>{parkId ? <LotRules parkId={parkId} /> : <NearbyLots />}</div>
    </Page>
  );
}
