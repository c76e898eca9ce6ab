/** How a picked photo is scaled and encoded before upload: shared by the picker (image.ts) and its lazy compressor. */
export const defaultImageOptions = { maxEdge: 1280, quality: 0.8 } as const;

export interface ImageOptions {
  maxEdge?: number;
  quality?: number;
}
