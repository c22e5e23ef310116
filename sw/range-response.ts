// Safari asks for video in byte ranges and plays nothing without a 206 answer; the precache
// holds whole files, so cut the asked part out of the cached response.

const RANGE = /^bytes=(\d*)-(\d*)$/;

export async function rangeResponse(request: Request, whole: Response): Promise<Response> {
  const match = RANGE.exec(request.headers.get('range')?.trim() ?? '');
  const blob = await whole.blob();
  const size = blob.size;
  if (!match || (match[1] === '' && match[2] === '')) {
    return new Response(blob, { status: 200, headers: whole.headers });
  }
  let start: number;
  let end: number;
  if (match[1] === '') {
    // "bytes=-500": the last 500 bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  const headers = new Headers(whole.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(blob.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}
