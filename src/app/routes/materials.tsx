import { MaterialsPage } from '../../features/materials/components/materials-page';

export function Component() {
  return (
    <div className="page">
      <p className="page__lead">Книги, которые стоит прочитать, наши дополнительные уроки и видеоурок о пайке.</p>
      <MaterialsPage />
    </div>
  );
}
