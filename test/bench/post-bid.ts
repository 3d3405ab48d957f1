import { request, type Agent } from 'node:http';

/** One bid over keep-alive HTTP, as the benchmarks' bidders send it: the status and the body answered. */
export const postBid = (
  apiUrl: string,
  auctionId: number,
  bearerToken: string,
  amount: number,
  agent: Agent,
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ amount });
    const req = request(
      `${apiUrl}/enchere/make-enchere/${auctionId}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${bearerToken}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
