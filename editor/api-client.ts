// The editor's HTTP client: JSON in and out; a failed call rejects with the server's error message.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function callApi<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/${path}${query}`, {
      method,
      headers: { accept: 'application/json', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> } } | null;
  if (!response.ok) throw new ApiError(response.status, data?.error?.message ?? `Request failed (${response.status})`, data?.error?.fields);
  return data as T;
}
