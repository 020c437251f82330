/**
 * For component tests only: XMLHttpRequest at the network boundary (fetch cannot report upload
 * progress, so upload.ts uses XHR). Install it with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`
 * after emptying `FakeXhr.sent`; each request sent is kept there, and the test drives its upload
 * progress, a streamed answer (`stream`, `end`) or a whole one (`answer`) by hand.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  /** Upload progress, as the browser reports it while the body goes out. */
  progress(loaded: number, total = 200) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The whole answer at once. */
  answer(status: number, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    this.onload?.();
  }
  /** Part of a streamed NDJSON answer (status 200); `end` finishes it. */
  stream(events: object[]) {
    this.status = 200;
    this.responseText += events.map((e) => `${JSON.stringify(e)}\n`).join('');
    this.onprogress?.();
  }
  end() {
    this.onload?.();
  }
}
