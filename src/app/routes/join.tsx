import { JoinPage } from '../../features/classes/components/join-page';

/** /join?code=…: where the class's QR code leads. */
export function Component() {
  return (
    <div className="page">
      <JoinPage />
    </div>
  );
}
