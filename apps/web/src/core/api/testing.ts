/** A fetch Response with a JSON body (or an empty one for `undefined`). */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    json: async () => body,
  } as Response;
}
