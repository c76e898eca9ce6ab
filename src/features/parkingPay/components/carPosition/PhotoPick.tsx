import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { FieldError } from '@/ui/form';
import { MAX_PHOTO_CHARS, PHOTO_PICK } from '../../carPosition';
import styles from './CarPosition.module.css';

/**
 * The position's optional photo through the platform's picker, made small (PHOTO_PICK) and kept only on the phone:
 * 拍照/添加照片, then the photo with 更换照片 and 删除照片. A cancelled pick says nothing; one pick at a time.
 */
export function PhotoPick({ photo, onPhoto }: { photo: string | undefined; onPhoto: (photo: string | undefined) => void }) {
  const platform = usePlatform();
  const picking = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async () => {
    if (picking.current) return;
    picking.current = true;
    setBusy(true);
    setError(null);
    try {
      const picked = await platform.pickImage(PHOTO_PICK);
      if (picked.dataUrl.length > MAX_PHOTO_CHARS) setError('照片太大，未能添加，请换一张');
      else onPhoto(picked.dataUrl);
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) setError(e instanceof Error && e.message ? e.message : '选择照片失败，请重试');
    } finally {
      picking.current = false;
      setBusy(false);
    }
  };
  return (
    <div>
      {photo && <img className={styles.photo} src={photo} alt="停车位置照片" />}
      <div className={styles.actions}>
        <Button type="button" shape="rounded" size="small" loading={busy} onClick={() => void pick()}>
          {photo ? '更换照片' : '添加照片'}
        </Button>
        {photo && (
          <Button type="button" shape="rounded" size="small" onClick={() => onPhoto(undefined)}>
            删除照片
          </Button>
        )}
      </div>
      {error && <FieldError>{error}</FieldError>}
    </div>
  );
}
