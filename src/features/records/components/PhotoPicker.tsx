import { useRef } from 'react';
import { useAppStore } from '@/ui/hooks';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError, type PickedImage } from '@/platform/types';

export interface Photo {
  key: string;
  image: PickedImage;
  status: 'uploading' | 'done' | 'failed';
  picUrl?: string;
}

interface Props {
  photos: Photo[];
  max: number;
  disabled?: boolean;
  onPicked: (image: PickedImage) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}

const STATUS = { uploading: '上传中…', done: '', failed: '上传失败' } as const;

/**
 * Photos through the platform's own image pick (WeChat chooseImage, Alipay, the app shell, or a file input in a
 * plain browser), each shown with its upload state; up to `max`. A cancelled pick says nothing.
 */
export function PhotoPicker({ photos, max, disabled, onPicked, onRemove, onRetry }: Props) {
  const platform = usePlatform();
  const { deps } = useAppStore();
  const picking = useRef(false);

  const pick = async () => {
    if (picking.current || photos.length >= max) return;
    picking.current = true;
    try {
      onPicked(await platform.pickImage({ maxEdge: 1280, quality: 0.7 }));
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) {
        deps.ui.toast(e instanceof Error && e.message ? e.message : '选择图片失败，请重试', 3000);
      }
    } finally {
      picking.current = false;
    }
  };

  return (
    <ul className="rec-photos" aria-label="已选照片">
      {photos.map((p, i) => (
        <li key={p.key} className={`rec-photo rec-photo--${p.status}`}>
          <img src={p.image.dataUrl} alt={`照片${i + 1}`} />
          {p.status !== 'done' && (
            <span className="rec-photo-status" role="status">
              {STATUS[p.status]}
            </span>
          )}
          {p.status === 'failed' && (
            <button type="button" className="rec-photo-retry" onClick={() => onRetry(p.key)} disabled={disabled}>
              重新上传
            </button>
          )}
          <button type="button" className="rec-photo-remove" aria-label={`删除照片${i + 1}`} onClick={() => onRemove(p.key)} disabled={disabled}>
            ×
          </button>
        </li>
      ))}
      {photos.length < max && (
        <li>
          <button type="button" className="rec-photo-add" onClick={() => void pick()} disabled={disabled}>
            <span aria-hidden="true">＋</span>
            添加照片
          </button>
        </li>
      )}
    </ul>
  );
}
