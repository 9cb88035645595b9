import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type EIP1193Provider } from 'hardhat/types/providers';

/**
 * The chain's JSON-RPC over HTTP, as `hardhat node` serves it (`network.createServer`): each request (or batch) goes
 * to the in-process chain's provider, an error becomes a JSON-RPC error as Hardhat writes it. Its own server because
 * Hardhat's reads each body into a JS array byte by byte, seconds of CPU for the 20 MB of multicalls and batches
 * these jobs send. It can also lose the answer to one transaction: the chain gets it, the client never hears back.
 */
export class ChainServer {
  private sends = 0;
  /** After this many transactions, the next one reaches the chain but its answer is dropped. */
  dropAnswerAfter = Infinity;
  readonly server: Server;

  constructor(private readonly chain: EIP1193Provider) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => void this.answer(Buffer.concat(chunks).toString('utf8'), req, res));
    });
  }

  private async answer(body: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const isSend = /"eth_send(Raw)?Transaction"/.test(body);
    const drop = isSend && this.sends++ >= this.dropAnswerAfter;
    let answer: unknown;
    try {
      const parsed = JSON.parse(body) as RpcRequest | RpcRequest[];
      answer = Array.isArray(parsed) ? await Promise.all(parsed.map((one) => this.call(one))) : await this.call(parsed);
    } catch (error) {
      answer = {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: `Parse error: ${(error as Error).message}` },
      };
    }
    if (drop) {
      this.dropAnswerAfter = Infinity; // one lost answer, then a healthy connection again
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  }

  private async call({ id, method, params }: RpcRequest): Promise<object> {
    try {
      return { jsonrpc: '2.0', id: id ?? null, result: await this.chain.request({ method, params: params ?? [] }) };
    } catch (error) {
      return { jsonrpc: '2.0', id: id ?? null, error: rpcError(error as RpcFailure) };
    }
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const bound = this.server.address();
    return typeof bound === 'object' && bound ? bound.port : 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

interface RpcRequest {
  id?: number | string | null;
  method: string;
  params?: unknown[];
}

interface RpcFailure {
  code?: unknown;
  message: string;
  data?: unknown;
  transactionHash?: string;
}

/** Hardhat's JSON-RPC error: a revert (code 3) carries its return data, anything else the data in a wrapper. */
function rpcError(error: RpcFailure): { code: number; message: string; data: unknown } {
  const inner = typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  const returnData = typeof error.data === 'string' ? error.data : (inner.data as string | undefined);
  const code = typeof error.code === 'number' ? error.code : -32603;
  return {
    code,
    message: error.message,
    data:
      code === 3
        ? returnData
        : {
            message: error.message,
            txHash: error.transactionHash ?? inner.transactionHash,
            data: returnData,
            reason: inner.reason,
          },
  };
}
