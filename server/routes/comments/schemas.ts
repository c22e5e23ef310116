import { Type } from '@sinclair/typebox';
import { ITEM_ID_MAX, SECTION_PATHS, SECTIONS } from '../../../src/domain/comments';
import { MAX_LEVEL, MIN_LEVEL } from '../../../src/domain/constants';
import { RoleName } from '../review/schemas';

// The comments calls (SPEC §7, issue 12), checked against src/domain/comments.ts at compile time
// (server/schemas/contract.ts). They guard shape and size; the text rule is `commentProblem`.

/** A path id: a plain whole number, at most 10 digits (the range is the service's to check). */
const PATH_ID = '^[1-9][0-9]{0,9}$';
const ItemId = Type.Integer({ minimum: 1, maximum: ITEM_ID_MAX });

/** A section by its name (`rasdel`): ProfileUser, lecture, Feedback, Notes, help. */
export const SectionName = Type.Union(SECTIONS.map((section) => Type.Literal(section)));
/** A section by its list path part: commentsProfileUser, commentsLectors, … */
export const SectionPath = Type.Union(SECTIONS.map((section) => Type.Literal(SECTION_PATHS[section])));

export const ListParams = Type.Object({ section: SectionPath, id: Type.String({ pattern: PATH_ID }) });
export const PostParams = Type.Object({ section: SectionPath });
export const JudgementParams = Type.Object({ id: Type.String({ pattern: PATH_ID }), section: SectionName });
export const CommentIdParams = Type.Object({ commentId: Type.String({ pattern: PATH_ID }) });

/** Bodies take their fields and nothing else: an unknown field is a 400 (the routes' `onlyKnownFields`). */
const STRICT = { additionalProperties: false } as const;

/** The raw text is bounded (4 × 500) so a huge body is refused by the schema; the rule counts the trimmed text. */
export const NewCommentBody = Type.Object({ idRasdel: ItemId, textComent: Type.String({ maxLength: 2000 }) }, STRICT);
const Change = Type.Union([Type.Literal('+'), Type.Literal('-')]);
export const VoteBody = Type.Object({ idRasdel: ItemId, rasdel: SectionName, change: Change }, STRICT);
export const VoteRecordBody = Type.Object({ idRasdel: ItemId, rasdel: SectionName, judgement: Type.Literal(0) }, STRICT);
export const HideBody = Type.Object({ hidden: Type.Boolean() }, STRICT);

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
