import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useAppDispatch } from '@/ui/hooks';
import { locationChanged } from './navigationSlice';

const APP_NAME = '车主服务';

/** Above every page: keeps the document title and the store's record of the location in step with the router. */
export function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(locationChanged({ pathname: location.pathname, search: location.search }));
  }, [dispatch, location.pathname, location.search]);

  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ?? APP_NAME;
  }, [title]);

  return <Outlet />;
}
