import { avatarUrl, showDefaultAvatar } from '../../lib/avatar-url';
import './avatar.css';

interface AvatarProps {
  photo: string | undefined;
  /** 1–5 draw the level's frame (bronze, copper, gold, platinum, diamond); 0 none. */
  level: number;
  /** Pixels. */
  size: number;
  alt?: string;
}

/** The frame of each level 1–5 (public/icons/frames/N.svg): a see-through centre of radius 40 of 120. */
const frameUrl = (level: number) => `/icons/frames/${level}.svg`;

/** A round avatar; from level 1 the photo sits inside the level's frame. */
export function Avatar({ photo, level, size, alt = '' }: AvatarProps) {
  const frame = Number.isInteger(level) && level >= 1 && level <= 5 ? level : 0;
  // A big avatar is the page's subject (profile, level page); small ones are list rows.
  const loading = size >= 96 ? 'eager' : 'lazy';
  return (
    <span className={`level-avatar${frame ? ' level-avatar--framed' : ''}`} style={{ width: size, height: size }}>
      <img
        className="level-avatar__photo"
        src={avatarUrl(photo)}
        alt={alt}
        width={size}
        height={size}
        loading={loading}
        decoding="async"
        onError={showDefaultAvatar}
      />
      {frame > 0 && (
        <img className="level-avatar__frame" src={frameUrl(frame)} alt="" aria-hidden="true" width={size} height={size} loading={loading} decoding="async" />
      )}
    </span>
  );
}
