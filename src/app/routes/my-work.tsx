import { MyWork } from '../../features/my-work/components/my-work';

/** /main/my-work «Мои работы»: the pupil's own submissions with the teacher's comments. */
export function Component() {
  return (
    <div className="page">
      <MyWork />
    </div>
  );
}
