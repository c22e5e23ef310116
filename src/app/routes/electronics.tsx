import { ElectronicsTiles } from '../../features/courses/components/electronics-tiles';

export function Component() {
  return (
    <div className="page">
      <p className="page__lead">Курс электроники: начни с пайки, потом собирай проекты по порядку.</p>
      <ElectronicsTiles />
    </div>
  );
}
