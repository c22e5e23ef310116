import { ChildrenPage } from '../../features/family/components/children-page';

/** /family: a parent's children. */
export function Component() {
  return (
    <div className="page">
      <ChildrenPage />
    </div>
  );
}
