// Saves a response body as a file in the browser (an object URL clicked by a hidden link).
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Upload progress in percent from an axios progress event. */
export const percentOf = (event: { loaded: number; total?: number }): number =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0;
