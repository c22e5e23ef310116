import { useSearchParams } from 'react-router-dom';
import { ConsentPage } from '../../features/family/components/consent-page';
import { QueryProvider } from '../query-provider';

/** /family/consent?token=: the consent letter's page, outside the signed-in layout, so with its own query cache. */
export function Component() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <QueryProvider>
      <ConsentPage token={token} />
    </QueryProvider>
  );
}
