/**
 * PUTs a file to a signed URL (the app's, or a bucket's) with its content type, reporting progress
 * in percent. XMLHttpRequest, because fetch() cannot report upload progress. Rejects with the
 * server's message when it refuses the file.
 */
export function putWithProgress(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = `Upload failed (${request.status})`;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
      } catch {
        // not JSON (a bucket's XML error): keep the status
      }
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error('The upload was interrupted: check the connection and try again'));
    request.send(file);
  });
}
