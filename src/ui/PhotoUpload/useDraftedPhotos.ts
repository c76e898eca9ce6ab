import { useEffect } from 'react';
import type { FormApi } from '@/ui/form/useForm';
import { usePhotoUpload, type PhotoUploads } from './usePhotoUpload';

/** The fields of T that hold a string. */
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * The photos of a drafted form (`useForm` with a `draftKey`): the picUrls its `field` keeps, one a line, come back as
 * uploaded photos, and every upload or removal is kept there again, so a reload or a detour to login loses none
 * (the pictures themselves are on the server).
 */
export function useDraftedPhotos<T extends object>(form: Pick<FormApi<T>, 'values' | 'set'>, field: TextField<T>, max: number): PhotoUploads {
  const drafted = form.values[field] as string;
  const photos = usePhotoUpload(max, drafted ? drafted.split('\n').filter(Boolean) : []);
  const kept = photos.urls.join('\n');
  const { set } = form;
  useEffect(() => {
    set({ [field]: kept } as Partial<T>);
  }, [kept, set, field]);
  return photos;
}
