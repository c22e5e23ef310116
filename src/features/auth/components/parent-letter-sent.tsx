interface ParentLetterSentProps {
  /** The parent's address, partly hidden. */
  parentEmail: string;
  onContinue(): void;
}

const MEANWHILE = ['читать инструкции и схемы', 'собирать проекты', 'отмечать сделанные шаги'];

/** After an under-14 signs up: the letter went to a parent, and what the child can do until they agree. */
export function ParentLetterSent({ parentEmail, onContinue }: ParentLetterSentProps) {
  return (
    <section className="reset-sent parent-sent" aria-labelledby="parent-sent-title">
      <h2 id="parent-sent-title">Готово, аккаунт создан!</h2>
      <p>
        Мы отправили письмо родителю на <strong>{parentEmail}</strong>. Когда мама или папа нажмут в нём «Согласен», ты сможешь
        отправлять фото работ, писать комментарии и попадёшь в рейтинг.
      </p>
      <p>А пока можно:</p>
      <ul className="reset-sent__steps">
        {MEANWHILE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="reset-sent__hint">Попроси родителя проверить почту — и папку «Спам» тоже.</p>
      <button type="button" className="button button--primary" onClick={onContinue}>
        Войти
      </button>
    </section>
  );
}
