import { useOwnProfile } from '../../../stores/own-profile';
import './home-page.css';

export function Greeting() {
  const name = useOwnProfile()?.firstName;
  return (
    <section className="home__hello">
      <h2>{name ? `Привет, ${name}!` : 'Привет!'}</h2>
    </section>
  );
}
