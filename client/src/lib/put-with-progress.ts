import { pageTranslator } from '@/i18n/page-translator';

/**
 * PUTs a file to a signed URL (the app's, or a bucket's) with its content type, reporting progress
 * in percent. XMLHttpRequest, because fetch() cannot report upload progress. Rejects with the
 * server's message when it refuses the file (else the status, or the cut connection, in the page's
 * language).
 */
export function putWithProgress(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = async () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message: string | undefined;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message;
      } catch {
        // not JSON (a bucket's XML error): say the status
      }
      reject(new Error(message ?? (await pageTranslator())('device.upload.failed', { status: request.status })));
    };
    request.onerror = async () => reject(new Error((await pageTranslator())('device.upload.interrupted')));
    request.send(file);
  });
}
