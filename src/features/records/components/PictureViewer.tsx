import { useEffect, useRef, useState } from 'react';

export interface ViewerPicture {
  src: string;
  alt: string;
  caption?: string;
}

/**
 * Thumbnails that open full size on tap: a modal dialog with the picture and 关闭 (Escape closes it too), the
 * focus going back to the thumbnail afterwards.
 */
export function PictureViewer({ pictures, label }: { pictures: ViewerPicture[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const shown = open === null ? undefined : pictures[open];

  useEffect(() => {
    if (!shown) return;
    closeBtn.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <>
      <ul className="rec-pics" aria-label={label}>
        {pictures.map((p, i) => (
          <li key={p.src + i}>
            <button
              type="button"
              className="rec-pic"
              aria-label={`查看大图：${p.alt}`}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
            >
              <img src={p.src} alt={p.alt} loading="lazy" />
            </button>
            {p.caption && <span className="rec-pic-caption">{p.caption}</span>}
          </li>
        ))}
      </ul>
      {shown && (
        <div className="rec-viewer" role="dialog" aria-modal="true" aria-label={shown.alt} onClick={close}>
          <img src={shown.src} alt={shown.alt} onClick={(e) => e.stopPropagation()} />
          {shown.caption && <p className="rec-viewer-caption">{shown.caption}</p>}
          <button ref={closeBtn} type="button" className="rec-viewer-close" onClick={close}>
            关闭
          </button>
        </div>
      )}
    </>
  );
}
