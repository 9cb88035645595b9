import { createServer, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser rejects before Express sees the request, as the API's `{ message, code }`. */
function clientErrorResponse(error: NodeJS.ErrnoException): [number, string, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request Header Fields Too Large', 'The request headers are too large.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request Timeout', 'The request took too long to arrive.'];
    default:
      return [400, 'Bad Request', 'The request is not valid HTTP.'];
  }
}

/**
 * The API's HTTP server. Requests Node itself refuses (headers over the limit, malformed request
 * lines, timeouts) get the same JSON error shape as everything else instead of an empty body.
 */
export function createHttpServer(app: RequestListener): Server {
  const server = createServer(app);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = clientErrorResponse(error);
    const body = JSON.stringify({ message, code: 'BAD_REQUEST' });
    // A HEAD request's answer has no body (its client would read one as a broken next response).
    const head = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  });
  return server;
}
