import { FEEDBACK_ID } from '../../../domain/ids';
import { Comments } from '../comments';

/** «Обратная связь»: the Feedback comment section with its one fixed item. */
export function Component() {
  return (
    <div className="page">
      <p className="page__lead">
        Что понравилось, что непонятно, какой проект собрать следующим? Напиши нам — учителя читают каждый отзыв.
      </p>
      <Comments section="Feedback" id={FEEDBACK_ID} title="Отзывы и предложения" />
    </div>
  );
}
