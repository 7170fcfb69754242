export interface CallAnswer<T = unknown> {
  status: number;
  result?: T;
  error?: { status: number; code: string; message: string; requestId?: string };
}

/** A browser-like HTTP client: keeps cookies and sends the site's Origin on every request. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', new URL(this.baseUrl).origin);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: 'manual' });
    this.keepCookies(response);
    return response;
  }

  async postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    const response = await this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return { status: response.status, body: isJson && text ? JSON.parse(text) : text || null };
  }

  /** Calls a callable function: POST /api/fn/{name} with {data}. */
  async call<T = any>(name: string, data?: unknown): Promise<CallAnswer<T>> {
    const { status, body } = await this.postJson(`/api/fn/${name}`, data === undefined ? {} : { data });
    return { status, ...body };
  }
}
