import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import { publicProfilePath } from '../../../../domain/paths';
import './standing.css';

interface Person {
  userId: number;
  firstName: string;
  photo: string;
  level: number;
  isMe?: boolean;
}

/** A pupil on a list: avatar in their frame and a name linking to their page; a hidden pupil (userId 0) has no link. */
export function LeaderName({ person, size = 40, avatar = true }: { person: Person; size?: number; avatar?: boolean }) {
  const name = person.isMe ? `${person.firstName} (ты)` : person.firstName;
  return (
    <span className="leader-name">
      {avatar && <Avatar photo={person.photo || undefined} level={person.level} size={size} />}
      {person.userId === 0 || person.isMe ? (
        <span className="leader-name__text">{name}</span>
      ) : (
        <Link className="leader-name__text" to={publicProfilePath(person.userId)}>
          {name}
        </Link>
      )}
    </span>
  );
}
