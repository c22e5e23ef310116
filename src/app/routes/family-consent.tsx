import { useSearchParams } from 'react-router-dom';
import { ConsentPage } from '../../features/family/components/consent-page';

/** /family/consent?token=: the consent letter's page. */
export function Component() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return <ConsentPage token={token} />;
}
