import { vi } from 'vitest';
import { jsonResponse } from './signed-in';

// A fake /api/v1 for component tests: answers by "METHOD /path" and keeps every request it got.

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Answer = unknown | ((request: SeenRequest) => Response | unknown);

/** Stubs fetch; `answers` maps "GET /api/v1/classes" to a JSON body, a Response or a function of the request. */
export function fakeApi(answers: Record<string, Answer>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      const text = await input.clone().text();
      const request: SeenRequest = {
        method: input.method,
        path,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        authorization: input.headers.get('Authorization'),
      };
      seen.push(request);
      const answer = answers[`${input.method} ${path}`];
      if (answer === undefined) return jsonResponse({ message: 'Не найдено', code: 'NOT_FOUND' }, 404);
      const value = typeof answer === 'function' ? (answer as (r: SeenRequest) => unknown)(request) : answer;
      return value instanceof Response ? value : jsonResponse(value);
    }),
  );
  return { seen, sent: (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path) };
}

/** A refusal as the server sends it: `{message, code}` in Russian. */
export function refusal(message: string, status = 400, code = 'VALIDATION_ERROR'): Response {
  return jsonResponse({ message, code }, status);
}
