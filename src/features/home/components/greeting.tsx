import { useSession } from '../../../stores/session';
import './home-page.css';

export function Greeting() {
  const name = useSession((s) => s.profile?.firstName);
  return (
    <section className="home__hello">
      <h2>{name ? `Привет, ${name}!` : 'Привет!'}</h2>
    </section>
  );
}
