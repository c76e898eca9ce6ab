import { createServer } from 'node:net';

/** A TCP port nobody listens on right now (for a preview server a script starts for itself). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
