import { ReviewQueue } from '../../features/review/components/review-queue';

export function Component() {
  return <ReviewQueue />;
}
