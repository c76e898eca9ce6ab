export { PhotoUpload, type PhotoUploadProps } from './PhotoUpload';
export { usePhotoUpload, type PhotoUploads, type UploadPhoto } from './usePhotoUpload';
export { useDraftedPhotos } from './useDraftedPhotos';
