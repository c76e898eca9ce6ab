/**
 * Hands a fetched file to the browser's download: an object URL behind a hidden <a download>, clicked for the driver,
 * and let go once the click has passed it on (the way the statement's CSV is saved).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: fileName, rel: 'noopener' });
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
