import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF drawn as its pages (PDF.js on canvases), so a letter's preview shows in any browser, the ones without a PDF
 * viewer included. Redrawn whenever the bytes change.
 */
export function PdfPages({ pdf, width = 620 }: { pdf: Blob; width?: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    const target = host.current;
    (async () => {
      const task = getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) });
      const doc = await task.promise;
      const canvases: HTMLCanvasElement[] = [];
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.setAttribute('aria-label', `Halaman ${n} dari ${doc.numPages}`);
        canvas.style.cssText =
          'display:block;margin:0 auto 12px;box-shadow:0 1px 4px rgba(0,0,0,.25);background:#fff';
        await page.render({ canvas, viewport }).promise;
        canvases.push(canvas);
      }
      await task.destroy();
      if (!cancelled && target) target.replaceChildren(...canvases);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [pdf, width]);
  return <div ref={host} data-testid="pratinjau-surat" />;
}
