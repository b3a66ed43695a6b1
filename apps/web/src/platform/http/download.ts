import { clock } from '../clock';
import { call } from './client';
import { type RequestOptions, TIMEOUTS } from './options';

export const DEFAULT_FILENAME = 'file';

function unquote(value: string): string {
  const v = value.trim();
  return v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;
}

/** The file name of a Content-Disposition header; RFC 5987 `filename*` wins over `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(unquote(extended[1]));
    if (match) {
      try {
        const name = decodeURIComponent(match[2]);
        if (name) return name;
      } catch {
        /* malformed percent-encoding: fall back to the plain filename */
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header);
  const name = plain ? unquote(plain[1]) : '';
  return name || null;
}

/** Saves a blob through a temporary link, the way browsers download generated files. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  clock.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The bytes received so far and the whole (null when the server does not say), as they arrive. */
  onProgress?: (received: number, total: number | null) => void;
}

/** Downloads a file and saves it under the Content-Disposition name, else 'file' (spec §7). */
export async function download(path: string, opts: DownloadOptions = {}): Promise<void> {
  const { method = 'GET', body, ...rest } = opts;
  const { response, body: blob } = await call(path, {
    ...rest,
    method,
    body,
    timeout: rest.timeout ?? TIMEOUTS.download,
    responseType: 'blob',
  });
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? DEFAULT_FILENAME;
  // call() returns the body as a Blob for a successful 'blob' response.
  saveBlob(blob as Blob, name);
}
