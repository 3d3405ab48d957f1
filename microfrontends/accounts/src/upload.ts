import { ApiError } from '@immo/kit';

/** Share of the file sent so far, 0 to 1. */
export type UploadProgress = (sent: number) => void;

/**
 * POST of one file as multipart `file`, reporting the progress of the upload (fetch cannot) and
 * failing like the kit's apiRequest: the server's `{error: {code, message}}` as an ApiError, a
 * network failure as status 0.
 */
export function uploadFile<T>(path: string, file: Blob, onProgress: UploadProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', 'network_error'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      reject(
        new ApiError(request.status, error?.code ?? `http_${request.status}`, error?.message ?? '', body),
      );
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
