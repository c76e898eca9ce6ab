import { useCallback } from 'react';
import { authApi } from '@/api/auth';
import { useAppDispatch, useFeedback } from '@/ui/hooks';
import { useLeave } from './useLeave';

/**
 * After a profile change the server accepted: the profile (auth loginInfo, another API than the driver service
 * that saved) is invalidated so /userInfo and /mine show the new value at once, a '修改成功' toast, and back.
 */
export function useProfileSaved(message = '修改成功') {
  const dispatch = useAppDispatch();
  const ui = useFeedback();
  const leave = useLeave();
  return useCallback(() => {
    dispatch(authApi.util.invalidateTags(['LoginInfo']));
    ui.toast(message, 2000);
    leave();
  }, [dispatch, ui, leave, message]);
}
