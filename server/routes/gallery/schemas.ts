import { Type } from '@sinclair/typebox';
import { GALLERY_MSG } from '../../../domain/gallery';
import { IdParams } from '../../schemas/common';
import { missingField, withMessages } from '../../schemas/field-messages';

// The class gallery's calls, checked against src/domain/gallery.ts at compile time (server/schemas/contract.ts).

const WorkId = withMessages(IdParams.properties.id, { invalid: 'Неверный номер работы' });
export const ItemParams = Type.Object({ itemId: WorkId });
export const WorkParams = Type.Object({ id: WorkId });

const flag = (field: string, invalid: string) => withMessages(Type.Boolean(), { invalid, missing: missingField(field) });
export const ShownToClassBody = Type.Object({ shown: flag('shown', GALLERY_MSG.shownField) });
export const ReactionBody = Type.Object({ reacted: flag('reacted', GALLERY_MSG.reactedField) });
export const GalleryHideBody = Type.Object({ hidden: flag('hidden', GALLERY_MSG.hiddenField) });

export const GalleryItem = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  pupil: Type.Object({ id: Type.Integer(), firstName: Type.String() }),
  photo: Type.Object({ width: Type.Integer(), height: Type.Integer() }),
  shownAt: Type.Integer(),
  reactions: Type.Integer(),
  mine: Type.Boolean(),
  own: Type.Boolean(),
  hidden: Type.Boolean(),
});
export const GalleryReply = Type.Object({
  data: Type.Object({ classId: Type.Integer(), className: Type.String(), staff: Type.Boolean(), items: Type.Array(GalleryItem) }),
});
export const ShownToClassReply = Type.Object({
  message: Type.String(),
  data: Type.Object({ submissionId: Type.Integer(), shown: Type.Boolean(), hidden: Type.Boolean() }),
});
export const ReactionReply = Type.Object({ data: Type.Object({ reactions: Type.Integer(), mine: Type.Boolean() }) });
