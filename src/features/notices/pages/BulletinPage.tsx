import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { NoticeList } from '../components/NoticeList';

/** /bulletin: the bulletin board, announcements for everyone (a visitor too), pinned ones first. */
export function BulletinPage() {
  const signedIn = useAppSelector(selectIsDriver);
  return (
    <Page title="公告栏" fallback={paths.home}>
      <NoticeList type={2} showRead={signedIn} />
    </Page>
  );
}
