// The programming tasks' API (docs/product.md, «Микроконтроллеры»). The server's schemas are
// checked against these types (server/schemas/contract.ts).

export const MCU_PATH = '/main/mcu';
export const mcuTaskPath = (taskId: number) => `${MCU_PATH}/tasks/${taskId}`;
/** The kits' own firmware running on the simulated chip: 'sand-clock' or 'radio'. */
export const mcuFirmwarePath = (firmware: string) => `${MCU_PATH}/firmware/${encodeURIComponent(firmware)}`;

/** Checks a pupil may send a minute: the server runs each program, which costs it time. */
export const MCU_CHECK_LIMIT = { max: 30, windowMs: 60_000 } as const;

export const MCU_API_MSG = {
  taskNotFound: 'Такого задания нет',
  programMissing: 'Пришли программу, которую нужно проверить',
  tooManyChecks: 'Ты проверяешь программу слишком часто. Подожди минутку и попробуй ещё раз.',
} as const;

/** GET /api/v1/mcu/tasks → { data: McuTaskSummary[] } */
export interface McuTaskSummary {
  id: number;
  lessonId: number;
  title: string;
  passed: boolean;
}

export interface McuTasksReply {
  data: McuTaskSummary[];
}

/** POST /api/v1/mcu/tasks/{id}/check */
export interface McuCheckBody {
  /** The program in our JSON form (domain/mcu/program.ts): validated on the server. */
  program: unknown;
}

export interface McuCheckResult {
  passed: boolean;
  /** Russian, for the child: what the simulated pins did and what was wanted. */
  explanation: string;
  /** Diamonds paid by this check: the task's reward on its first pass, 0 otherwise. */
  reward: number;
}

export interface McuCheckReply {
  data: McuCheckResult;
}
