import type { Mark, SubmissionPhoto } from '../../../domain/review-conversation';

/** Line width and label size in the photo's pixels, so a mark looks the same on any photo size. */
/** A mark's line on the screen, whatever the photo's size and zoom. */
const LINE_PX = 3;

export function markScale(photo: Pick<SubmissionPhoto, 'width' | 'height'>) {
  const side = Math.max(photo.width, photo.height, 1);
  return { stroke: Math.max(2, side / 160), font: Math.max(12, side / 28) };
}

function arrowHead([tx, ty]: [number, number], [hx, hy]: [number, number], size: number): string {
  const angle = Math.atan2(hy - ty, hx - tx);
  const spread = Math.PI / 7;
  const a = [hx - size * Math.cos(angle - spread), hy - size * Math.sin(angle - spread)];
  const b = [hx - size * Math.cos(angle + spread), hy - size * Math.sin(angle + spread)];
  return `${hx},${hy} ${a[0]},${a[1]} ${b[0]},${b[1]}`;
}

export function MarkShape({ mark, photo }: { mark: Mark; photo: Pick<SubmissionPhoto, 'width' | 'height'> }) {
  const { stroke, font } = markScale(photo);
  const [first, second] = mark.points;
  if (!first) return null;
  // Lines keep a width a child can see however small the photo is shown (a thumbnail) — in screen
  // pixels, not the photo's; a dark halo under every mark shows it on a light wall and a green board.
  const line = { vectorEffect: 'non-scaling-stroke', strokeWidth: LINE_PX } as const;
  const halo = { stroke: 'rgba(0,0,0,0.55)', fill: 'none', vectorEffect: 'non-scaling-stroke', strokeWidth: LINE_PX * 2 } as const;
  if (mark.type === 'circle' && second) {
    const r = Math.hypot(second[0] - first[0], second[1] - first[1]);
    return (
      <g data-mark="circle" data-cx={first[0]} data-cy={first[1]} data-r={Math.round(r)}>
        <circle cx={first[0]} cy={first[1]} r={r} {...halo} />
        <circle cx={first[0]} cy={first[1]} r={r} stroke={mark.color} fill="none" {...line} />
      </g>
    );
  }
  if (mark.type === 'arrow' && second) {
    const head = arrowHead(first, second, stroke * 6);
    return (
      <g data-mark="arrow">
        <line x1={first[0]} y1={first[1]} x2={second[0]} y2={second[1]} {...halo} strokeLinecap="round" />
        <line x1={first[0]} y1={first[1]} x2={second[0]} y2={second[1]} stroke={mark.color} strokeLinecap="round" {...line} />
        <polygon points={head} fill={mark.color} stroke="rgba(0,0,0,0.55)" strokeWidth={stroke / 2} />
      </g>
    );
  }
  if (mark.type === 'label') {
    return (
      <text
        data-mark="label"
        x={first[0]}
        y={first[1]}
        fontSize={font}
        fontWeight="700"
        fill={mark.color}
        stroke="rgba(0,0,0,0.7)"
        strokeWidth={stroke / 1.5}
        paintOrder="stroke"
        dominantBaseline="middle"
      >
        {mark.text}
      </text>
    );
  }
  return null;
}

interface MarksSvgProps {
  photo: SubmissionPhoto;
  /** Only this photo's marks are drawn. */
  marks: readonly Mark[];
  className?: string;
}

/**
 * The marks over a photo: the viewBox is the photo's own pixel size, so the marks stay on their
 * spot at any size the photo is shown at and any zoom.
 */
export function MarksSvg({ photo, marks, className = 'marks-svg' }: MarksSvgProps) {
  const own = marks.filter((mark) => mark.photo === photo.index);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${photo.width} ${photo.height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      data-photo-index={photo.index}
    >
      {own.map((mark, i) => (
        <MarkShape key={i} mark={mark} photo={photo} />
      ))}
    </svg>
  );
}
