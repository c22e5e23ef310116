/** The parts of `navigator.serviceWorker` that tell whether an update really waits. */
export interface WorkerContainer {
  readonly controller: unknown;
  getRegistration(): Promise<{ readonly waiting: unknown } | undefined>;
}

/**
 * Whether a new version is installed and waiting behind the one that runs this page. Firefox
 * reported «a new version» on a first visit, with nothing waiting and no worker in control, and
 * «Обновить» then did nothing: only a waiting worker and a controlling one make an update
 * (docs/decisions/0258-the-update-banner-only-when-an-update-waits.md).
 */
export async function updateWaits(container: WorkerContainer | undefined): Promise<boolean> {
  if (!container?.controller) return false;
  try {
    const registration = await container.getRegistration();
    return Boolean(registration?.waiting);
  } catch {
    return false;
  }
}
