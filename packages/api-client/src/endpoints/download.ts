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

/**
 * The file name a response names in its Content-Disposition (attachment; filename="x.pdf"), when it names one:
 * the server that makes a file names it, so the browser saves it as the API serves it.
 */
export function attachmentName(contentDisposition: unknown): string | null {
  if (typeof contentDisposition !== 'string') return null;
  const match = /filename="([^"]+)"/.exec(contentDisposition) ?? /filename=([^;\s]+)/.exec(contentDisposition);
  return match?.[1] ?? null;
}

/** Upload progress in percent from an axios progress event. */
export const percentOf = (event: { loaded: number; total?: number }): number =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0;
