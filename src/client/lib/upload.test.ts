import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { checkFileLocally, uploadFile } from './upload';

/** A scripted XMLHttpRequest: the test drives upload progress and the answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  sent: FormData | null = null;
  headers: Record<string, string> = {};
  private listeners: Record<string, ((e?: unknown) => void)[]> = {};
  upload = {
    listeners: [] as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)[],
    addEventListener: (_: string, fn: (e: { lengthComputable: boolean; loaded: number; total: number }) => void) =>
      this.upload.listeners.push(fn),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, fn: () => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.fire('abort');
  }
  progress(loaded: number, total: number) {
    for (const fn of this.upload.listeners) fn({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.fire('load');
  }
  fire(type: string) {
    for (const fn of this.listeners[type] ?? []) fn();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const file = (name: string, size: number, type = 'application/octet-stream') =>
  new File([new Uint8Array(size)], name, { type });

describe('uploadFile', () => {
  it('posts the file and extra fields with credentials, reports progress 0–100 and resolves with the answer', async () => {
    const progress: number[] = [];
    const promise = uploadFile('/api/upload/image', 'image', file('a.jpg', 10), {
      onProgress: (p) => progress.push(p),
      extraFields: { note: 'x' },
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload/image');
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.sent!.get('image') as File).name).toBe('a.jpg');
    expect(xhr.sent!.get('note')).toBe('x');
    xhr.progress(50, 100);
    xhr.progress(100, 100);
    const answer = {
      success: true,
      url: '/public-objects/x.jpg',
      id: 'i',
      metadata: { width: 1, height: 1 },
      error: null,
    };
    xhr.respond(200, answer);
    await expect(promise).resolves.toEqual(answer);
    expect(progress).toEqual([0, 50, 99, 100]);
  });

  it('sends several files under one field, and a Blob under the given name', async () => {
    const promise = uploadFile('/api/x', 'documents', [file('a.pdf', 1), file('b.pdf', 1)]);
    expect(FakeXhr.last.sent!.getAll('documents').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.pdf']);
    FakeXhr.last.respond(200, { ok: 1 });
    await promise;
    const blob = uploadFile('/api/x', 'logo', new Blob(['x'], { type: 'image/jpeg' }), { fileName: 'logo.jpg' });
    expect((FakeXhr.last.sent!.get('logo') as File).name).toBe('logo.jpg');
    FakeXhr.last.respond(200, {});
    await blob;
  });

  it("rejects with an ApiError carrying the server's localized text and code", async () => {
    const promise = uploadFile('/api/upload/general', 'file', file('a.exe', 10));
    FakeXhr.last.respond(415, {
      success: false,
      error: 'Desteklenmeyen dosya türü. Kabul edilen türler: PDF.',
      message: 'Desteklenmeyen dosya türü. Kabul edilen türler: PDF.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Desteklenmeyen dosya türü. Kabul edilen türler: PDF.',
    });
  });

  it('falls back to the spec text when the answer has none, and reports a network failure', async () => {
    const first = uploadFile('/api/upload/general', 'file', file('a.pdf', 1));
    FakeXhr.last.status = 502;
    FakeXhr.last.responseText = '<html>bad gateway</html>';
    FakeXhr.last.fire('load');
    await expect(first).rejects.toMatchObject({ status: 502, message: 'Dosya yüklenirken bir hata oluştu.' });
    const second = uploadFile('/api/upload/general', 'file', file('a.pdf', 1));
    FakeXhr.last.fire('error');
    await expect(second).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('aborts with the signal', async () => {
    const controller = new AbortController();
    const promise = uploadFile('/api/upload/general', 'file', file('a.pdf', 1), { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('checkFileLocally', () => {
  it('refuses an empty file, one over the size, and a type outside the kind', () => {
    expect(checkFileLocally(file('a.pdf', 0), { kind: 'document' })).toMatchObject({ key: 'shared:files.empty' });
    expect(checkFileLocally(file('a.png', 5 * 1024 * 1024 + 1), { kind: 'logo' })).toEqual({
      key: 'files:errors.tooLarge',
      titleKey: 'files:errors.tooLargeTitle',
      params: { n: 5 },
    });
    expect(checkFileLocally(file('a.svg', 10), { kind: 'image' })).toEqual({
      key: 'files:errors.unsupported',
      titleKey: 'files:errors.unsupportedTitle',
      params: { types: 'JPG, JPEG, PNG, GIF, WEBP' },
    });
  });

  it('accepts a file within the rules, by a kind or an explicit list', () => {
    expect(checkFileLocally(file('Rapor.PDF', 100), { kind: 'application-document' })).toBeNull();
    expect(checkFileLocally(file('a.mp4', 100), { maxMb: 1, accept: ['mp4'] })).toBeNull();
    expect(checkFileLocally(file('a.mp4', 2 * 1024 * 1024), { maxMb: 1, accept: ['mp4'] })).toMatchObject({
      params: { n: 1 },
    });
  });
});
