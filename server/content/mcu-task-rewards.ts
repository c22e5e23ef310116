// Diamonds a programming task pays on its first pass, by task id (src/content/mcu/tasks.ts): set
// on the server like the lessons' rewards (server/services/learning-catalog.ts), a little more for
// the harder tasks, and all of them together small enough that the work open below level 4 still
// does not buy level 4 (docs/decisions/0266-programming-tasks-checked-and-paid-by-the-server.md,
// tests/unit/economy.test.ts).

export const MCU_TASK_REWARDS: Readonly<Record<number, number>> = {
  1: 30,
  2: 30,
  3: 30,
  4: 30,
  5: 35,
  6: 35,
};

/** The task's reward; a task without one is a content error, caught by the tests, never paid as 0 by accident. */
export function mcuTaskReward(taskId: number): number {
  const reward = MCU_TASK_REWARDS[taskId];
  if (reward === undefined) throw new Error(`У задания по программированию №${taskId} нет награды в mcu-task-rewards.ts`);
  return reward;
}
