import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { loginWithRedirect } from '@/lib/loginTarget';
import { href, paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { LotRules } from '../components/LotRules';
import styles from './H5MounthPage.module.css';

/**
 * /H5Mounth?parkId: the page partners (the lot's own site, a property app, a poster's QR code) link to for one
 * lot's passes. Anyone may read the rules; 立即办理 takes a visitor through sign-in and back to the notice.
 */
export function H5MounthPage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  const isDriver = useAppSelector(selectIsDriver);
  const here = parkId ? href(paths.h5Mounth, { parkId }) : paths.h5Mounth;
  return (
    <Page title="月卡办理" fallback={parkId ? href(paths.monthParking, { parkId }) : paths.monthParking}>
      {parkId ? (
        <div className={styles.stack}>
          <p className={`${styles.note} ${styles.noteInfo}`}>
            在线办理停车月卡：选择月卡，阅读须知，提交后按停车场要求审核并支付，有效期内凭车牌进出。
          </p>
          {!isDriver && (
            <p className={styles.weak}>
              办理和查看月卡需要登录，
              <Link className={styles.link} to={loginWithRedirect(here)}>
                登录/注册
              </Link>
            </p>
          )}
          <LotRules parkId={parkId} />
          {isDriver && (
            <Link className={styles.link} to={paths.myMounthlyPay}>
              查看我的月卡
            </Link>
          )}
        </div>
      ) : (
        <Empty text="缺少停车场信息" description="请通过停车场提供的链接进入，或查看附近可办理月卡的停车场">
          <LinkButton solid to={paths.monthParking}>
            附近月卡停车场
          </LinkButton>
        </Empty>
      )}
    </Page>
  );
}
