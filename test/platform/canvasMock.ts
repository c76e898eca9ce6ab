/** jsdom has no canvas and decodes no images: these stand-ins record what the compression path does. */
export function mockCanvas(dataUrl = 'data:image/jpeg;base64,QUJDRA==') {
  const ctx = { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() };
  const canvases: HTMLCanvasElement[] = [];
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    canvases.push(this);
    return ctx as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(dataUrl);
  return { ctx, canvases, getContext, toDataURL };
}

/** An <img> that "loads" at once with the given size (for data: and file URLs). */
export function mockImageLoading(win: Window, width: number, height: number) {
  const OriginalImage = (win as Window & typeof globalThis).Image;
  const sources: string[] = [];
  class FakeImage {
    naturalWidth = width;
    naturalHeight = height;
    width = width;
    height = height;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      sources.push(value);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  (win as Window & typeof globalThis).Image = FakeImage as unknown as typeof Image;
  return { sources, restore: () => ((win as Window & typeof globalThis).Image = OriginalImage) };
}
