/**
 * Barcode reading in the browser with @zxing/browser, loaded only when a scan starts (it is not part of any other
 * screen's download): from the device camera, or from a photo of the label.
 */
export interface CameraScan {
  stop: () => void;
}

async function reader() {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  return new BrowserMultiFormatReader();
}

/** Starts the camera into `video` and calls `onText` once with the first code read. */
export async function scanFromCamera(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<CameraScan> {
  const r = await reader();
  let done = false;
  const controls = await r.decodeFromVideoDevice(undefined, video, (result, _error, c) => {
    if (result && !done) {
      done = true;
      c.stop();
      onText(result.getText());
    }
  });
  return { stop: () => controls.stop() };
}

/** The code in an image file; throws when none can be read. */
export async function scanFromFile(file: File): Promise<string> {
  const r = await reader();
  const url = URL.createObjectURL(file);
  try {
    return (await r.decodeFromImageUrl(url)).getText();
  } finally {
    URL.revokeObjectURL(url);
  }
}
