import { StartTrainingSteps } from '../../features/start-training/components/start-training-steps';

export function Component() {
  return <StartTrainingSteps />;
}
