import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import styles from './PictureViewer.module.css';

export interface ViewerPicture {
  src: string;
  alt: string;
  caption?: string;
}

/**
 * Thumbnails that open full size on tap: a modal dialog with the picture and 关闭 (Escape closes it too), the
 * focus going back to the thumbnail afterwards. (antd-mobile's ImageViewer moves no focus and has no 关闭 a
 * keyboard can reach, hence this one.)
 */
export function PictureViewer({ pictures, label }: { pictures: ViewerPicture[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const shown = open === null ? undefined : pictures[open];

  useEffect(() => {
    if (!shown) return;
    dialog.current?.querySelector('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(null);
        opener.current?.focus();
      }
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
      <ul className={styles.pics} aria-label={label}>
        {pictures.map((p, i) => (
          <li key={p.src + i}>
            <button
              type="button"
              className={styles.pic}
              aria-label={`查看大图：${p.alt}`}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
            >
              <img src={p.src} alt={p.alt} loading="lazy" />
            </button>
            {p.caption && <span className={styles.picCaption}>{p.caption}</span>}
          </li>
        ))}
      </ul>
      {shown && (
        <div ref={dialog} className={styles.viewer} role="dialog" aria-modal="true" aria-label={shown.alt} onClick={close}>
          <img src={shown.src} alt={shown.alt} onClick={(e) => e.stopPropagation()} />
          {shown.caption && <p className={styles.viewerCaption}>{shown.caption}</p>}
          <Button className={styles.close} shape="rounded" onClick={close}>
            关闭
          </Button>
        </div>
      )}
    </>
  );
}
