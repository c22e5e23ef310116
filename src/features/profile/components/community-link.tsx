import './profile.css';

const CHANNEL = import.meta.env.VITE_COMMUNITY_CHANNEL_URL as string | undefined;

/** The profile's link to the community's messenger channel (set at build time). */
export function CommunityLink() {
  return (
    <p className="community-link">
      {CHANNEL ? (
        <a href={CHANNEL} target="_blank" rel="noopener noreferrer">
          Канал нашего сообщества в мессенджере
        </a>
      ) : (
        <span>Спроси учителя, как попасть в канал нашего сообщества.</span>
      )}
    </p>
  );
}
