// A lesson's practice in the lab (docs/product.md, «Практика урока в лаборатории»;
// docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md): the pupil builds a circuit and
// the server measures it with the lab's engine against a key only the server holds. The server's
// schemas are checked against these types (server/schemas/contract.ts).

/** Checks a pupil may send a minute: the engine runs on the school's server, a check costs it time. */
export const LAB_PRACTICE_LIMIT = { max: 20, windowMs: 60_000 } as const;

export const LAB_PRACTICE_MSG = {
  lessonNotFound: 'Такого урока нет',
  practiceNotFound: 'В этом уроке нет такого задания',
  circuitMissing: 'Пришли схему, которую нужно проверить',
  tooManyChecks: 'Ты проверяешь схему слишком часто. Подожди минутку и попробуй ещё раз.',
  offline: 'Проверка работает только при связи со школьным сервером. Твоя схема на месте — проверь её, когда связь появится.',
} as const;

export interface PracticeBody {
  /** The circuit as the pupil built it: checked by parseCircuitDocument on the server. */
  circuit: unknown;
}

export interface PracticeResult {
  passed: boolean;
  /** Russian, for the child: what was measured and what is wanted. */
  message: string;
}

export interface PracticeReply {
  data: PracticeResult;
}
