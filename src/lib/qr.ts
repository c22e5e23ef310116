import { renderSVG } from 'uqr';

// uqr, wrapped once: the join code's QR code for the board, drawn on the device (no request).

/** An `<img>` source (an SVG data URL) of a QR code that carries `text`, black on white. */
export function qrDataUrl(text: string): string {
  const svg = renderSVG(text, { ecc: 'M', border: 2, blackColor: '#000', whiteColor: '#fff' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
