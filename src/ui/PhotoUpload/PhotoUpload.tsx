import { Button, SpinLoading } from 'antd-mobile';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useFeedback } from '@/ui/hooks';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import type { PhotoUploads } from './usePhotoUpload';
import styles from './PhotoUpload.module.css';

export interface PhotoUploadProps {
  /** From `usePhotoUpload`. */
  uploads: PhotoUploads;
  /** The list's accessible name. */
  label?: string;
  disabled?: boolean;
}

/** Longest edge and JPEG quality of a picked photo: sharp enough to read a plate or a receipt, small to send. */
const PICK = { maxEdge: 1280, quality: 0.7 };

/**
 * Photos through the platform's own picker (WeChat chooseImage, Alipay, the app shell, a file input in a plain
 * browser), compressed there, shown as thumbnails in antd-mobile ImageUploader's grid, each with its upload
 * state: 上传中…, 上传失败 with 重新上传, and 删除. Up to `max`; a cancelled pick says nothing.
 */
export function PhotoUpload({ uploads, label = '已选照片', disabled }: PhotoUploadProps) {
  const platform = usePlatform();
  const ui = useFeedback();
  const picking = useRef(false);
  const { photos, max } = uploads;

  const pick = async () => {
    if (picking.current || photos.length >= max) return;
    picking.current = true;
    try {
      uploads.add(await platform.pickImage(PICK));
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) {
        ui.toast(e instanceof Error && e.message ? e.message : '选择图片失败，请重试', 3000);
      }
    } finally {
      picking.current = false;
    }
  };

  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.key} className={p.status === 'failed' ? `${styles.photo} ${styles.photoFailed}` : styles.photo}>
          <img src={p.preview} alt={`照片${i + 1}`} />
          {p.status === 'uploading' && (
            <span className={styles.photoStatus} role="status">
              <SpinLoading color="currentColor" style={{ '--size': '20px' }} aria-hidden="true" />
              上传中…
            </span>
          )}
          {p.status === 'failed' && (
            <span className={styles.photoStatus} role="alert">
              上传失败
            </span>
          )}
          {p.status === 'failed' && (
            <button type="button" className={styles.photoRetry} onClick={() => uploads.retry(p.key)} disabled={disabled}>
              重新上传
            </button>
          )}
          <button type="button" className={styles.photoRemove} aria-label={`删除照片${i + 1}`} onClick={() => uploads.remove(p.key)} disabled={disabled}>
            <CloseOutline aria-hidden="true" />
          </button>
        </li>
      ))}
      {photos.length < max && (
        <li className={styles.photoCell}>
          <Button className={styles.photoAdd} onClick={() => void pick()} disabled={disabled}>
            <AddOutline aria-hidden="true" />
            添加照片
          </Button>
        </li>
      )}
    </ul>
  );
}
