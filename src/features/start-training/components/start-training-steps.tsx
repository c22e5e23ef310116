import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon/icon';
import { PATHS } from '../../../../domain/paths';

const STEPS: [IconName, string, string][] = [
  ['torch', 'Выбери проект', 'Фонарик, робот-жук, радио — 15 самоделок с пошаговыми картинками.'],
  ['flame', 'Собери и спаяй', 'Инструкция открывается даже без интернета — прямо за рабочим столом.'],
  ['camera', 'Сфотографируй', 'Отправь фото преподавателю. Он проверит и начислит алмазы и рейтинг.'],
  ['trophy', 'Расти', 'Покупай уровни, получай рамки для аватара и медали в битве рейтингов.'],
];

/** What the school is, in four steps, for a visitor without an account. */
export function StartTrainingSteps() {
  return (
    <section className="start">
      <h2>Школа электроники и робототехники для ребят 10–14 лет</h2>
      <ol className="start__steps">
        {STEPS.map(([icon, title, text]) => (
          <li key={title}>
            <span className="start__icon">
              <Icon name={icon} size={28} />
            </span>
            <strong>{title}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <Link className="button button--primary" to={PATHS.login}>
        Войти или зарегистрироваться
      </Link>
    </section>
  );
}
