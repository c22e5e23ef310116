import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon/icon';
import { useSession } from '../../../stores/session';
import './home-page.css';

const CARDS: { to: string; title: string; text: string; icon: IconName }[] = [
  { to: '/main/whatispayka', title: 'Что такое пайка', text: 'Как соединять детали паяльником — и не обжечься', icon: 'flame' },
  { to: '/main/projects', title: 'Проекты', text: '15 настоящих самоделок: от фонарика до радио', icon: 'torch' },
  { to: '/main/electric-schemes', title: 'Электрические схемы', text: 'Учимся читать и рисовать схемы', icon: 'scheme' },
  { to: '/main/materials', title: 'Полезные материалы', text: 'Книги, видео и дополнительные уроки', icon: 'book' },
  { to: '/main/pcbs', title: 'Печатные платы', text: 'Из чего сделана плата и как её развести', icon: 'board' },
  { to: '/main/mega-projects', title: 'Мега-проекты', text: 'Большие проекты для самых упорных', icon: 'rocket' },
];

export function HomePage() {
  const name = useSession((s) => s.profile?.firstName);
  return (
    <div className="home">
      <section className="home__hello">
        <h2>{name ? `Привет, ${name}!` : 'Привет!'}</h2>
        <p>Выбирай, с чего начнём сегодня. Собери проект, сфотографируй — и получи алмазы.</p>
      </section>
      <ul className="home__cards">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link className="home-card" to={card.to}>
              <span className="home-card__icon">
                <Icon name={card.icon} size={28} />
              </span>
              <span className="home-card__title">{card.title}</span>
              <span className="home-card__text">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
