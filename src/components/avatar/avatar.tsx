import { avatarUrl } from '../../lib/avatar-url';
import './avatar.css';

interface AvatarProps {
  photo: string | undefined;
  /** 1–5 draw the level's frame (SPEC §3: bronze, copper, gold, platinum, diamond); 0 none. */
  level: number;
  /** Pixels. */
  size: number;
  alt?: string;
}

/** A round avatar in its level's frame. */
export function Avatar({ photo, level, size, alt = '' }: AvatarProps) {
  const frame = Number.isInteger(level) && level >= 1 && level <= 5 ? level : 0;
  return (
    <span className={`avatar-frame avatar-frame--${frame}`} style={{ width: size, height: size }}>
      <img className="avatar-frame__image" src={avatarUrl(photo)} alt={alt} width={size} height={size} loading="lazy" decoding="async" />
    </span>
  );
}
