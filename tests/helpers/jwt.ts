import { createHmac } from 'node:crypto';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Hand-made tokens for attacks the server must refuse: other keys, other algorithms, old dates. */
export function makeJwt(payload: object, secret: string | null, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const head = `${b64(header)}.${b64(payload)}`;
  const signature = secret === null ? '' : createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
