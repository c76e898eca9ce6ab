import { useCallback, useMemo, useRef, useState } from 'react';
import type { PickedImage } from '@/platform/types';
import { useUploadPictureMutation } from '@/api/basic/pages';

/** One photo of a form: what the driver sees of it and how its upload to `pictures` stands. */
export interface UploadPhoto {
  key: string;
  /** What the thumbnail shows: the picked image, or the picUrl of a photo restored from a draft. */
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  picUrl?: string;
}

export interface PhotoUploads {
  photos: UploadPhoto[];
  max: number;
  /** The picUrls of the uploaded photos, in the order shown: what a form sends. */
  urls: string[];
  uploading: boolean;
  failed: boolean;
  add: (image: PickedImage) => void;
  retry: (key: string) => void;
  remove: (key: string) => void;
}

let seq = 0;
const nextKey = () => {
  seq += 1;
  return `photo-${seq}`;
};

/**
 * The photos of a form, each uploaded (POST /basic/v2/api/pictures) as soon as it is picked, with its own state,
 * so one failed upload can be retried or removed without touching the others. `restored` are picUrls a draft kept
 * (a reload or a detour to login): they come back as uploaded photos.
 */
export function usePhotoUpload(max: number, restored: readonly string[] = []): PhotoUploads {
  const [upload] = useUploadPictureMutation();
  const [photos, setPhotos] = useState<UploadPhoto[]>(() =>
    restored.slice(0, max).map((picUrl) => ({ key: nextKey(), preview: picUrl, status: 'done', picUrl })),
  );
  // The picked images by key (for a retry) and how many places are taken, kept outside React state: picks
  // arrive between renders, and the limit must hold for a pick that lands before the previous one is drawn.
  const images = useRef(new Map<string, PickedImage>());
  const taken = useRef(photos.length);

  const patch = useCallback((key: string, p: Partial<UploadPhoto>) => {
    setPhotos((list) => list.map((x) => (x.key === key ? { ...x, ...p } : x)));
  }, []);

  const send = useCallback(
    (key: string, image: PickedImage) => {
      patch(key, { status: 'uploading' });
      upload({ fileData: image.fileData, suffix: image.suffix })
        .unwrap()
        .then(
          (r) => patch(key, { status: 'done', picUrl: r.picUrl }),
          () => patch(key, { status: 'failed' }),
        );
    },
    [patch, upload],
  );

  const add = useCallback(
    (image: PickedImage) => {
      if (taken.current >= max) return;
      taken.current += 1;
      const key = nextKey();
      images.current.set(key, image);
      setPhotos((list) => [...list, { key, preview: image.dataUrl, status: 'uploading' }]);
      send(key, image);
    },
    [max, send],
  );

  const retry = useCallback(
    (key: string) => {
      const image = images.current.get(key);
      if (image) send(key, image);
    },
    [send],
  );

  const remove = useCallback((key: string) => {
    taken.current = Math.max(0, taken.current - 1);
    images.current.delete(key);
    setPhotos((list) => list.filter((x) => x.key !== key));
  }, []);

  return useMemo(
    () => ({
      photos,
      max,
      urls: photos.flatMap((p) => (p.status === 'done' && p.picUrl ? [p.picUrl] : [])),
      uploading: photos.some((p) => p.status === 'uploading'),
      failed: photos.some((p) => p.status === 'failed'),
      add,
      retry,
      remove,
    }),
    [photos, max, add, retry, remove],
  );
}
