/**
 * A PostgreSQL wire-protocol front for one PGlite database, for the development stack (the API and
 * the indexer are two processes; embedded PGlite opens in one). PGlite has a single backend session,
 * so clients take turns on it — and a turn must last a whole exchange, not one message:
 *
 * - a client owns the session from its first message until PGlite answers ReadyForQuery with the
 *   status "idle" (`Z` … `I`): an extended-protocol batch (Parse/Bind/Execute/Sync) and an open
 *   transaction (`T`, or `E` for a failed one) keep it. Others wait in arrival order.
 * - a client that goes away while it owns the session has its batch ended (Sync) and its transaction
 *   rolled back before the next client is served;
 * - a client that keeps the session without sending anything for `holdTimeoutMs` while others wait is
 *   disconnected (rolled back) — the dev stand-in for idle_in_transaction_session_timeout — so a stuck
 *   client can never freeze the others.
 *
 * @electric-sql/pglite-socket 0.0.x, used before, switched clients between single messages and on
 * "in a transaction" only: two pooled clients interleaved their extended-protocol batches, and a
 * client dropped mid-transaction could leave the queue waiting forever (pglite issues #985, #1046) —
 * the API restarted next to a running indexer then found no connection answered.
 *
 * - `COPY … FROM STDIN` (the eligibility and missions imports, psql's `\copy`) is answered here: PGlite
 *   cannot read COPY data from its wire protocol — the statement aborts its WebAssembly PostgreSQL
 *   ("RuntimeError: unreachable") and with it this server and every client. The server says
 *   CopyInResponse itself, gathers the client's CopyData until CopyDone, then runs the same COPY from
 *   PGlite's `/dev/blob` in the client's session (its transaction included) and answers as PostgreSQL.
 *
 * Development and tests only: production runs PostgreSQL.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST_CODE = 80877103;
const GSSENC_REQUEST_CODE = 80877104;
const CANCEL_REQUEST_CODE = 80877102;

export interface PgliteWireServerOptions {
  db: PGlite;
  host: string;
  port: number;
  /** How long a client may own the session silently while others wait (ms). Default 10,000. */
  holdTimeoutMs?: number;
}

export interface PgliteWireServer {
  readonly port: number;
  /** Clients connected now. */
  connections(): number;
  close(): Promise<void>;
}

interface Client {
  id: number;
  socket: Socket;
  buffer: Buffer;
  startupDone: boolean;
  closed: boolean;
  /** Messages waiting for this client's turn, in order. */
  pending: Buffer[];
  /** Last ReadyForQuery status this client saw ('I', 'T', 'E'), or null mid-batch. */
  status: string | null;
  lastActivity: number;
  /** Inside `COPY … FROM STDIN`: the COPY to run from /dev/blob and the data gathered so far. */
  copy: { sql: string; chunks: Buffer[] } | null;
}

/** `COPY <target> FROM STDIN [options]` → the same COPY reading PGlite's `/dev/blob`, or null for any other statement. */
export function copyFromStdinToBlob(sql: string): string | null {
  const match = /^\s*COPY\s+([\s\S]+?)\s+FROM\s+STDIN\b([\s\S]*?)[\s;]*$/i.exec(sql);
  return match ? `COPY ${match[1]} FROM '/dev/blob'${match[2]}` : null;
}

/** The SQL text of a simple-protocol Query message ('Q'), or null for any other message. */
function simpleQueryText(message: Buffer): string | null {
  if (message[0] !== 0x51 || message.length < 6) return null;
  return message.subarray(5, message.length - 1).toString('utf8');
}

const backendMessage = (type: string, body: Buffer): Buffer => {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
};
/** CopyInResponse: text format, no per-column formats (clients stream CSV/text rows). */
const COPY_IN_RESPONSE = backendMessage('G', Buffer.from([0, 0, 0]));
const readyForQuery = (status: string): Buffer => backendMessage('Z', Buffer.from(status, 'latin1'));
const commandComplete = (tag: string): Buffer => backendMessage('C', Buffer.from(`${tag}\0`, 'utf8'));
function errorResponse(error: unknown): Buffer {
  const fields = error as { severity?: string; code?: string; message?: string; detail?: string };
  const parts: Buffer[] = [];
  const field = (code: string, value: string | undefined): void => {
    if (value) parts.push(Buffer.from(`${code}${value}\0`, 'utf8'));
  };
  field('S', fields.severity ?? 'ERROR');
  field('V', fields.severity ?? 'ERROR');
  field('C', fields.code ?? 'XX000');
  field('M', fields.message ?? String(error));
  field('D', fields.detail);
  parts.push(Buffer.from([0]));
  return backendMessage('E', Buffer.concat(parts));
}

/** The last ReadyForQuery status in a backend response, or null when it holds none. */
export function lastReadyStatus(response: Uint8Array): string | null {
  let status: string | null = null;
  let offset = 0;
  while (offset + 5 <= response.length) {
    const type = response[offset];
    const length = ((response[offset + 1]! << 24) | (response[offset + 2]! << 16) | (response[offset + 3]! << 8) | response[offset + 4]!) >>> 0;
    if (type === 0x5a && length === 5 && offset + 6 <= response.length) status = String.fromCharCode(response[offset + 5]!);
    offset += 1 + length;
  }
  return status;
}

const query = (sql: string): Buffer => {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('Q', 0, 'latin1');
  header.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([header, text]);
};
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

export async function startPgliteWireServer(options: PgliteWireServerOptions): Promise<PgliteWireServer> {
  const { db } = options;
  const holdTimeoutMs = options.holdTimeoutMs ?? 10_000;
  const clients = new Set<Client>();
  /** The client that owns the session, and those waiting for it in order. */
  let owner: Client | null = null;
  const queue: Client[] = [];
  let running = false;
  let nextId = 1;

  const exec = (message: Uint8Array): Promise<Uint8Array> => db.runExclusive(() => db.execProtocolRaw(message));

  /** The ReadyForQuery status of the session now. */
  const sessionStatus = (failed: boolean): string => (db.isInTransaction() ? (failed ? 'E' : 'T') : 'I');

  /**
   * One message of a client inside `COPY … FROM STDIN`: CopyData is gathered, CopyDone runs the COPY
   * from /dev/blob, CopyFail ends it with the client's reason; Flush and Sync are ignored, as PostgreSQL
   * does in copy-in mode. Returns the response to send (empty while the copy goes on).
   */
  const copyMessage = async (client: Client, message: Buffer): Promise<Buffer> => {
    const copy = client.copy!;
    const type = String.fromCharCode(message[0]!);
    if (type === 'd') {
      copy.chunks.push(message.subarray(5));
      return Buffer.alloc(0);
    }
    if (type === 'c') {
      client.copy = null;
      try {
        const result = await db.query(copy.sql, [], { blob: new Blob(copy.chunks) });
        return Buffer.concat([commandComplete(`COPY ${result.affectedRows ?? 0}`), readyForQuery(sessionStatus(false))]);
      } catch (error) {
        return Buffer.concat([errorResponse(error), readyForQuery(sessionStatus(true))]);
      }
    }
    if (type === 'f') {
      client.copy = null;
      const reason = message.subarray(5, message.length - 1).toString('utf8');
      const failed = { code: '57014', message: `COPY from stdin failed: ${reason}` };
      // A COPY that fails inside a transaction aborts it, as in PostgreSQL.
      if (db.isInTransaction()) await exec(query('SELECT 1/0')).catch(() => undefined);
      return Buffer.concat([errorResponse(failed), readyForQuery(sessionStatus(true))]);
    }
    return Buffer.alloc(0);
  };

  const write = (client: Client, data: Uint8Array): void => {
    if (!client.closed && client.socket.writable && data.length > 0) client.socket.write(data);
  };

  /** Ends what a departed owner left open, so the next client starts on an idle session. */
  const cleanUp = async (client: Client): Promise<void> => {
    try {
      client.copy = null;
      if (client.status === null) await exec(SYNC);
      if (db.isInTransaction()) await exec(query('ROLLBACK'));
    } catch {
      // The session answers the next client's Sync/queries regardless; nothing to tell a gone client.
    }
  };

  const pump = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        if (owner && owner.closed) {
          const gone = owner;
          owner = null;
          await cleanUp(gone);
        }
        if (!owner) {
          const next = queue.shift();
          if (!next) break;
          if (next.closed) continue;
          owner = next;
        }
        const current = owner;
        const message = current.pending.shift();
        if (!message) {
          // The owner is between messages of a batch or inside a transaction: wait for it.
          break;
        }
        let response: Uint8Array;
        const copySql = current.copy ? null : copyFromStdinToBlob(simpleQueryText(message) ?? '');
        if (current.copy) {
          response = await copyMessage(current, message);
          if (current.copy) continue;
        } else if (copySql) {
          current.copy = { sql: copySql, chunks: [] };
          current.status = null;
          write(current, COPY_IN_RESPONSE);
          continue;
        } else {
          response = await exec(message);
        }
        write(current, response);
        const status = lastReadyStatus(response);
        current.status = status;
        if (status === 'I') {
          owner = null;
          // Served a whole exchange; if it has more queued, it goes to the back of the line.
          if (current.pending.length > 0 && !current.closed) queue.push(current);
        }
      }
    } finally {
      running = false;
    }
  };

  const enqueue = (client: Client, message: Buffer): void => {
    client.pending.push(message);
    client.lastActivity = Date.now();
    if (owner !== client && !queue.includes(client)) queue.push(client);
    void pump();
  };

  const parse = (client: Client): void => {
    for (;;) {
      if (!client.startupDone) {
        if (client.buffer.length < 8) return;
        const length = client.buffer.readInt32BE(0);
        if (client.buffer.length < length) return;
        const code = client.buffer.readInt32BE(4);
        const message = client.buffer.subarray(0, length);
        client.buffer = client.buffer.subarray(length);
        if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) {
          client.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST_CODE) {
          client.socket.end();
          return;
        }
        client.startupDone = true;
        enqueue(client, Buffer.from(message));
        continue;
      }
      if (client.buffer.length < 5) return;
      const length = client.buffer.readInt32BE(1);
      if (client.buffer.length < 1 + length) return;
      const message = client.buffer.subarray(0, 1 + length);
      client.buffer = client.buffer.subarray(1 + length);
      if (message[0] === 0x58) {
        // Terminate: the client is done; its socket closes next.
        client.socket.end();
        return;
      }
      enqueue(client, Buffer.from(message));
    }
  };

  const drop = (client: Client): void => {
    if (client.closed) return;
    client.closed = true;
    client.pending = [];
    clients.delete(client);
    const index = queue.indexOf(client);
    if (index >= 0) queue.splice(index, 1);
    void pump();
  };

  const holdTimer = setInterval(() => {
    if (owner && !owner.closed && owner.pending.length === 0 && queue.length > 0 && Date.now() - owner.lastActivity > holdTimeoutMs) {
      const stuck = owner;
      stuck.socket.destroy();
      drop(stuck);
    }
  }, Math.min(1_000, holdTimeoutMs));
  holdTimer.unref();

  const server: Server = createServer((socket) => {
    socket.setNoDelay(true);
    const client: Client = { id: nextId++, socket, buffer: Buffer.alloc(0), startupDone: false, closed: false, pending: [], status: 'I', lastActivity: Date.now(), copy: null };
    clients.add(client);
    socket.on('data', (data: Buffer) => {
      client.buffer = client.buffer.length === 0 ? data : Buffer.concat([client.buffer, data]);
      parse(client);
    });
    socket.on('error', () => drop(client));
    socket.on('close', () => drop(client));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    port,
    connections: () => clients.size,
    close: async () => {
      clearInterval(holdTimer);
      for (const client of clients) client.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
