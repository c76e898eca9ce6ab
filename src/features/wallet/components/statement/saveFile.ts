/**
 * Saves text as a file the way a plain browser and the app shell's webview do: a Blob behind an <a download>, tapped
 * for the driver. The object URL is let go once the click has handed it to the download.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
