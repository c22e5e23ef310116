import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { attendanceDiamonds } from '../../../../domain/club';
import { ERROR_BANNER_MS, LEVEL_NAMES, LEVEL_PRICES, levelName, MAX_LEVEL, MEGA_PROJECTS_LEVEL, type Level } from '../../../../domain/constants';
import { ATTENDANCE_DIAMONDS_PER_LEVEL } from '../../../../domain/learning';
import { PATHS } from '../../../../domain/paths';
import { countOf, DIAMONDS, DIAMONDS_GENITIVE } from '../../../../domain/plural';
import { nextLevelPrice, PROGRESS_MESSAGES } from '../../../../domain/standing';
import { ApiError } from '../../../lib/api-error';
import { useResultFocus } from '../../../lib/use-result-focus';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';
import { buyLevel } from '../api/standing-api';
import './standing.css';

const PAID_LEVELS = [1, 2, 3, 4, 5] as const;

/** What the secret course's lessons teach (src/content/lessons, course 3): about networks, no network in the app. */
export const SECRET_COURSE_ABOUT = 'три урока о том, как нейросеть видит картинку, учится на примерах и узнаёт детали набора';

/** What a pupil reads when a purchase fails; the top level has the server's own words. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'NOT_ENOUGH_DIAMONDS') return PROGRESS_MESSAGES.notEnough;
  if (error instanceof ApiError && error.code === 'MAX_LEVEL_REACHED') return error.message;
  return PROGRESS_MESSAGES.buyFailed;
}

/** The level shop of /main/myLevel: what levels give, the prices, and the next one to buy. */
export function LevelShop({ level, diamonds }: { level: number; diamonds: number }) {
  const [message, show] = useTimedMessage(ERROR_BANNER_MS);
  const [succeeded, setSucceeded] = useState(false);
  /** Each purchase's result takes the focus from the button, disabled while buying. */
  const [tries, setTries] = useState(0);
  const messageRef = useResultFocus<HTMLParagraphElement>(tries);
  const price = nextLevelPrice(level);
  const missing = price === undefined ? 0 : Math.max(0, price - diamonds);

  const invalidate = useInvalidate();
  const purchase = useMutation({
    mutationFn: buyLevel,
    onSuccess() {
      setSucceeded(true);
      show(PROGRESS_MESSAGES.bought);
      setTries((count) => count + 1);
      // The profile, diamonds and rating are fetched again: the header and this page show the new level.
      return invalidate(changedBy.levelPurchase);
    },
    onError(error) {
      setSucceeded(false);
      show(failureMessage(error));
      setTries((count) => count + 1);
    },
  });
  const buying = purchase.isPending;
  const buy = () => purchase.mutate();

  return (
    <section className="card level-shop" aria-labelledby="level-shop-title">
      <h2 id="level-shop-title" className="level-shop__title">Что дают уровни</h2>
      <ul className="level-shop__perks">
        <li>
          <Icon name="users" size={22} /> <span>Уровень умножает алмазы за занятия в кружке: за каждое занятие — {ATTENDANCE_DIAMONDS_PER_LEVEL} × уровень
          алмазов (сейчас {countOf(attendanceDiamonds(level), DIAMONDS)}; на уровне 0 — как на первом).</span>
        </li>
        <li>
          <Icon name="user" size={22} /> <span>С каждым уровнем твой аватар получает новую рамку: бронза, медь, золото, платина и алмаз.</span>
        </li>
        <li>
          <Icon name="rocket" size={22} /> <span>С уровня {MEGA_PROJECTS_LEVEL} ({LEVEL_NAMES[MEGA_PROJECTS_LEVEL]}) открываются <Link to={PATHS.megaProjects}>мега-проекты</Link>{' '}
          и <Link to={PATHS.secretCourse}>секретный курс</Link>: {SECRET_COURSE_ABOUT}.</span>
        </li>
        <li>
          <Icon name="diamond" size={22} /> <span>Алмазы дают за <Link to={PATHS.projects}>проекты</Link>, которые принял учитель, за первое прохождение{' '}
          <Link to={PATHS.electronics}>уроков</Link>, за задачи к урокам, которые принял учитель, и за занятия в кружке. Уровни покупаются по порядку.</span>
        </li>
      </ul>

      <h3 className="level-shop__subtitle">Цены</h3>
      <ol className="level-prices">
        {PAID_LEVELS.map((n) => {
          const state = n <= level ? 'owned' : n === level + 1 ? 'next' : 'later';
          return (
            <li key={n} className={`level-price level-price--${state}`}>
              <img src={`/icons/frames/${n}.svg`} alt="" width={44} height={44} className="level-price__frame" />
              <span className="level-price__name">
                <small>Уровень {n}</small>
                {LEVEL_NAMES[n as Level]}
              </span>
              <span className="level-price__cost">
                {state === 'owned' ? (
                  <>
                    <Icon name="check" size={18} /> есть
                  </>
                ) : (
                  <>
                    {LEVEL_PRICES[n]} <Icon name="diamond" size={18} />
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ol>

      {price === undefined || level >= MAX_LEVEL ? (
        <p className="level-shop__top">У тебя самый высокий уровень — {levelName(MAX_LEVEL)}. Круче некуда!</p>
      ) : (
        <>
          <button type="button" className="button button--primary level-shop__buy" onClick={buy} disabled={buying} aria-busy={buying}>
            {buying ? 'Покупаем...' : `Купить уровень ${level + 1} — ${levelName(level + 1)} за ${price}`}
            {!buying && <Icon name="diamond" size={20} />}
          </button>
          {missing > 0 && (
            <div className="level-shop__missing">
              <p>
                До уровня {level + 1} не хватает {countOf(missing, DIAMONDS_GENITIVE)}. Алмазы дают за проект, который принял учитель, за урок и за
                занятие в кружке.
              </p>
              {/* Whole buttons, not words in a sentence: a finger on a phone hits them (44 px). */}
              <div className="level-shop__ways">
                <Link className="button button--secondary button--small" to={PATHS.projects}>
                  Собери проект
                </Link>
                <Link className="button button--secondary button--small" to={PATHS.electronics}>
                  Пройди урок
                </Link>
              </div>
            </div>
          )}
        </>
      )}
      <p ref={messageRef} tabIndex={-1} className={`result-slot level-shop__message${message ? ` banner ${succeeded ? 'banner--success' : 'banner--error'}` : ''}`} role="status">
        {message}
      </p>
    </section>
  );
}
