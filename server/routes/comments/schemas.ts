import { Type, type Static } from '@sinclair/typebox';
import { COMMENT_MESSAGES, ITEM_ID_MAX, SECTION_PATHS, SECTIONS } from '../../../domain/comments';
import { MAX_LEVEL, MIN_LEVEL } from '../../../domain/constants';
import { IdParams, RoleName } from '../../schemas/common';
import { missingField, withMessages } from '../../schemas/field-messages';
import { ITEM_ID_MESSAGE } from '../../services/comments';

// The comments calls, checked against domain/comments.ts at compile time
// (server/schemas/contract.ts). They guard shape and size; the text rule is `commentProblem`.
// Each field says in Russian what is wrong with it (server/schemas/field-messages.ts).

/** A path id of an item: the shared one (a plain whole number, at most 10 digits; the range is the service's to check). */
const PathItemId = withMessages(IdParams.properties.id, { invalid: ITEM_ID_MESSAGE });
const ItemId = withMessages(Type.Integer({ minimum: 1, maximum: ITEM_ID_MAX }), { invalid: ITEM_ID_MESSAGE, missing: missingField('idRasdel') });

/** A section by its name (`rasdel`): ProfileUser, lecture, Feedback, Notes, help. */
export const SectionName = Type.Union(SECTIONS.map((section) => Type.Literal(section)));
/** A section by its list path part: commentsProfileUser, commentsLectors, … */
export const SectionPath = Type.Union(SECTIONS.map((section) => Type.Literal(SECTION_PATHS[section])));
const unknownSection = { invalid: COMMENT_MESSAGES.unknownSection };

export const ListParams = Type.Object({ section: withMessages(SectionPath, unknownSection), id: PathItemId });
export const PostParams = Type.Object({ section: withMessages(SectionPath, unknownSection) });
export const JudgementParams = Type.Object({ id: PathItemId, section: withMessages(SectionName, unknownSection) });
export const CommentIdParams = Type.Object({ commentId: withMessages(IdParams.properties.id, { invalid: 'Неверный номер комментария' }) });
export type ListParams = Static<typeof ListParams>;
export type PostParams = Static<typeof PostParams>;
export type JudgementParams = Static<typeof JudgementParams>;

const Rasdel = withMessages(SectionName, { ...unknownSection, missing: missingField('rasdel') });

/** The raw text is bounded (4 × 500) so a huge body is refused by the schema; the rule counts the trimmed text. */
const TextComent = withMessages(Type.String({ maxLength: 2000 }), {
  invalid: 'Комментарий должен быть текстом',
  missing: COMMENT_MESSAGES.empty,
  tooLong: COMMENT_MESSAGES.tooLong,
});
const Change = Type.Union([Type.Literal('+'), Type.Literal('-')]);

export const NewCommentBody = Type.Object({ idRasdel: ItemId, textComent: TextComent });
export const VoteBody = Type.Object({
  idRasdel: ItemId,
  rasdel: Rasdel,
  change: withMessages(Change, { invalid: 'Голос — это «+» или «-»', missing: missingField('change') }),
});
export const VoteRecordBody = Type.Object({
  idRasdel: ItemId,
  rasdel: Rasdel,
  judgement: withMessages(Type.Literal(0), { invalid: 'Новое голосование начинается с нуля: judgement должен быть 0', missing: missingField('judgement') }),
});
export const HideBody = Type.Object({ hidden: withMessages(Type.Boolean(), { invalid: 'Поле hidden должно быть true или false', missing: missingField('hidden') }) });
export type NewCommentBody = Static<typeof NewCommentBody>;
export type VoteBody = Static<typeof VoteBody>;
export type VoteRecordBody = Static<typeof VoteRecordBody>;

export const CommentAuthor = Type.Object({
  firstName: Type.String(),
  photo: Type.String(),
  level: Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL }),
  role: RoleName,
});
export const Comment = Type.Object({
  id: Type.Integer(),
  idUser: Type.Integer(),
  textComent: Type.String(),
  timeComent: Type.Integer(),
  author: CommentAuthor,
  hidden: Type.Boolean(),
  reportedByMe: Type.Boolean(),
  reports: Type.Integer(),
});
export const CommentListReply = Type.Object({ data: Type.Array(Comment), count: Type.Integer() });
export const JudgementReply = Type.Object({
  judgement: Type.Integer(),
  mine: Type.Union([Change, Type.Null()]),
});
