import type { ApplicationFormInput } from '@shared/contracts/partner-applications';
import { ApiError } from '@/lib/api';
import { submitApplication } from './submit-application';

/** A stand-in XMLHttpRequest that records what is sent and answers as told. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
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
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    this.onload?.();
  }
}

const values = {
  firstName: 'Ayşe',
  username: 'ayse-firma',
  services: ['Depolama', 'Gümrükleme'],
  kvkkAccepted: true,
  sectorExperience: undefined,
} as unknown as ApplicationFormInput;

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('submitApplication (POST /api/partner-applications)', () => {
  it('sends the fields (services as JSON), the files and reports progress', async () => {
    FakeXhr.answer = { status: 201, body: { id: '6f9c1d2e-3b4a-4c5d-8e7f-0a1b2c3d4e5f' } };
    const progress: number[] = [];
    const logo = new Blob(['x'], { type: 'image/jpeg' });
    const doc = new File(['%PDF'], 'levha.pdf', { type: 'application/pdf' });
    const created = await submitApplication({
      values,
      files: { logo, coverImage: null, documents: [doc] },
      onProgress: (p) => progress.push(p),
    });
    expect(created.id).toBe('6f9c1d2e-3b4a-4c5d-8e7f-0a1b2c3d4e5f');
    const sent = FakeXhr.last;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/partner-applications');
    expect(sent.withCredentials).toBe(true);
    expect(sent.headers['Accept-Language']).toBe('tr');
    expect(sent.body!.get('firstName')).toBe('Ayşe');
    expect(sent.body!.get('services')).toBe('["Depolama","Gümrükleme"]');
    expect(sent.body!.get('kvkkAccepted')).toBe('true');
    expect(sent.body!.has('sectorExperience')).toBe(false);
    expect(sent.body!.get('logo')).toBeInstanceOf(Blob);
    expect(sent.body!.has('coverImage')).toBe(false);
    expect((sent.body!.getAll('documents')[0] as File).name).toBe('levha.pdf');
    expect(progress).toEqual([50]);
  });

  it('rejects with the server’s code, message and field errors', async () => {
    FakeXhr.answer = {
      status: 409,
      body: {
        message: 'Bu kullanıcı adı zaten kullanılıyor',
        code: 'USERNAME_TAKEN',
        fieldErrors: { username: ['Bu kullanıcı adı zaten kullanılıyor'] },
      },
    };
    const error = await submitApplication({ values, files: { logo: null, coverImage: null, documents: [] } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: 'Bu kullanıcı adı zaten kullanılıyor',
    });
    expect((error as ApiError).fieldError('username')).toBe('Bu kullanıcı adı zaten kullanılıyor');
  });
});
