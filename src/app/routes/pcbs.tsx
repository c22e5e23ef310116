import { PcbsPage } from '../../features/pcbs/components/pcbs-page';

export function Component() {
  return (
    <div className="page">
      <p className="page__lead">Из чего сделана печатная плата, как сделать её в кружке и платы наших наборов для печати.</p>
      <PcbsPage />
    </div>
  );
}
