import type { Static } from '@sinclair/typebox';
import type * as Api from '../../domain/api';
import type * as Admin from '../routes/admin/schemas';
import type * as Classes from '../routes/classes/schemas';
import type * as Lab from '../routes/lab/schemas';
import type * as LabApi from '../../domain/circuit/slots';
import type * as Practice from '../routes/lessons/schemas';
import type * as PracticeApi from '../../domain/lab-practice';
import type * as Mcu from '../routes/mcu/schemas';
import type * as McuApi from '../../domain/mcu/api';
import type * as Comments from '../routes/comments/schemas';
import type * as Moderation from '../routes/moderation/schemas';
import type * as Gallery from '../routes/gallery/schemas';
import type * as GalleryApi from '../../domain/gallery';
import type * as ModerationApi from '../../domain/moderation';
import type * as Progress from '../routes/standing/schemas';
import type * as Learning from '../routes/learning/schemas';
import type * as Projects from '../routes/projects/schemas';
import type * as Review from '../routes/review/schemas';
import type * as People from '../routes/users/people';
import type * as Users from '../routes/users/schemas';
import type * as ClassesApi from '../../domain/classes';
import type * as BuildProgressApi from '../../domain/build-progress';
import type * as CommentsApi from '../../domain/comments';
import type * as LearningApi from '../../domain/learning';
import type * as LessonsApi from '../../domain/lessons';
import type * as Courses from '../routes/courses/schemas';
import type * as ProgressApi from '../../domain/standing';
import type * as ReviewApi from '../../domain/review';
import type * as SubmissionApi from '../../domain/submission';
import type { ErrorReply, MessageReply } from './common';
import type * as Family from '../routes/family/schemas';
import type * as FamilyApi from '../../domain/family';
import type * as WorkHistory from './work-history';
import type * as ClassLife from '../routes/class-life/schemas';
import type * as ClassLifeApi from '../../domain/class-life';
import type * as Conversation from './conversation';
import type * as ConversationApi from '../../domain/review-conversation';

// The server's schemas and the client's types are one contract (domain/api.ts): if a schema
// and its type drift apart, `npm run typecheck` fails here. Add a line for every new answer type.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Same<A, B> = Equal<A, B> extends true ? true : { schema: A; domain: B };
type Check<T extends true> = T;

export type Contract = [
  Check<Same<Static<typeof ClassLife.Assignment>, ClassLifeApi.Assignment>>,
  Check<Same<Static<typeof ClassLife.Announcement>, ClassLifeApi.Announcement>>,
  Check<Same<Static<typeof ClassLife.AssignmentBody>, ClassLifeApi.AssignmentBody>>,
  Check<Same<Static<typeof ErrorReply>, Api.ErrorBody>>,
  Check<Same<Static<typeof MessageReply>, Api.MessageBody>>,
  Check<Same<Static<typeof Users.OwnProfile>, Api.OwnProfile>>,
  Check<Same<Static<typeof Users.PublicProfile>, Api.PublicProfile>>,
  Check<Same<Static<typeof Users.LoginReply>, Api.LoginReply>>,
  Check<Same<Static<typeof Users.RoleReply>, Api.RoleReply>>,
  Check<Same<Static<typeof Projects.ProjectStatusReply>, SubmissionApi.ProjectStatusReply>>,
  Check<Same<Static<typeof Projects.Notice>, ReviewApi.Notice>>,
  Check<Same<Static<typeof Projects.StatusesReply>['data'], ReviewApi.ProjectStatuses>>,
  Check<Same<Static<typeof Projects.ProgressBody>, BuildProgressApi.ProgressInput>>,
  Check<Same<Static<typeof Projects.ProgressReply>['data'], Required<BuildProgressApi.ProgressBody>>>,
  Check<Same<Static<typeof Review.QueueItem>, ReviewApi.QueueItem>>,
  Check<Same<Static<typeof Review.RecentDecision>, ReviewApi.RecentDecision>>,
  Check<Same<Static<typeof Review.CommentBankReply>, ReviewApi.CommentBankReply>>,
  Check<Same<Static<typeof Review.ApproveReply>, ReviewApi.ApproveReply>>,
  Check<Same<Static<typeof Review.ReturnBody>, ReviewApi.ReturnBody>>,
  Check<Same<Static<typeof Review.JournalBody>, ReviewApi.JournalBody>>,
  Check<Same<Static<typeof Admin.RoleBody>, ReviewApi.RoleBody>>,
  Check<Same<Static<typeof Admin.Dashboard>, ReviewApi.Dashboard>>,
  Check<Same<Static<typeof People.UserListReply>, ReviewApi.UserListReply>>,
  Check<Same<Static<typeof People.SearchReply>, ReviewApi.SearchReply>>,
  Check<Same<Static<typeof Comments.SectionName>, CommentsApi.Section>>,
  Check<Same<Static<typeof Comments.CommentAuthor>, CommentsApi.CommentAuthor>>,
  Check<Same<Static<typeof Comments.Comment>, CommentsApi.Comment>>,
  Check<Same<Static<typeof Comments.CommentListReply>, CommentsApi.CommentListReply>>,
  Check<Same<Static<typeof Comments.NewCommentBody>, CommentsApi.NewCommentBody>>,
  Check<Same<Static<typeof Comments.JudgementReply>, CommentsApi.JudgementReply>>,
  Check<Same<Static<typeof Comments.VoteBody>, CommentsApi.VoteBody>>,
  Check<Same<Static<typeof Comments.VoteRecordBody>, CommentsApi.VoteRecordBody>>,
  Check<Same<Static<typeof Comments.HideBody>, CommentsApi.HideBody>>,
  Check<Same<Static<typeof Moderation.ModerationReply>, ModerationApi.ModerationReply>>,
  Check<Same<Static<typeof Moderation.ModerationHideBody>, ModerationApi.ModerationHideBody>>,
  Check<Same<Static<typeof Gallery.GalleryReply>, GalleryApi.GalleryReply>>,
  Check<Same<Static<typeof Gallery.ShownToClassBody>, GalleryApi.ShownToClassBody>>,
  Check<Same<Static<typeof Gallery.ShownToClassReply>, GalleryApi.ShownToClassReply>>,
  Check<Same<Static<typeof Gallery.ReactionBody>, GalleryApi.ReactionBody>>,
  Check<Same<Static<typeof Gallery.ReactionReply>, GalleryApi.ReactionReply>>,
  Check<Same<Static<typeof Gallery.GalleryHideBody>, GalleryApi.GalleryHideBody>>,
  // progress
  Check<Same<Static<typeof Progress.Leader>, ProgressApi.Leader>>,
  Check<Same<Static<typeof Progress.OwnPlace>, ProgressApi.OwnPlace>>,
  Check<Same<Static<typeof Progress.LeaderboardReply>, ProgressApi.LeaderboardReply>>,
  Check<Same<Static<typeof Progress.Top3Reply>, ProgressApi.Top3Reply>>,
  Check<Same<Static<typeof Progress.MonthStatsReply>, ProgressApi.MonthStatsReply>>,
  Check<Same<Static<typeof Progress.Placed>, ProgressApi.Placed>>,
  Check<Same<Static<typeof Progress.HistoryEntry>, ProgressApi.HistoryEntry>>,
  Check<Same<Static<typeof Progress.Achievement>, ProgressApi.Achievement>>,
  Check<Same<Static<typeof Progress.RatingReply>, ProgressApi.RatingReply>>,
  Check<Same<Static<typeof Progress.UserRatingReply>, ProgressApi.UserRatingReply>>,
  Check<Same<Static<typeof Progress.DiamondReply>, ProgressApi.DiamondReply>>,
  Check<Same<Static<typeof Progress.BuyLevelReply>, ProgressApi.BuyLevelReply>>,
  Check<Same<Static<typeof Progress.LeaderboardVisibilityBody>, ProgressApi.LeaderboardVisibilityBody>>,
  // learning
  Check<Same<Static<typeof Learning.Lecture>, LearningApi.Lecture>>,
  Check<Same<Static<typeof Learning.Task>, LearningApi.Task>>,
  Check<Same<Static<typeof Learning.TrainerTask>, LearningApi.TrainerTask>>,
  Check<Same<Static<typeof Learning.WhatLectureNowReply>, LearningApi.WhatLectureNowReply>>,
  Check<Same<Static<typeof Learning.TaskReply>, LearningApi.TaskReply>>,
  Check<Same<Static<typeof Learning.BuyLecturesReply>, LearningApi.BuyLecturesReply>>,
  Check<Same<Static<typeof Learning.TrainerListReply>, LearningApi.TrainerListReply>>,
  Check<Same<Static<typeof Learning.TrainerTaskReply>, LearningApi.TrainerTaskReply>>,
  Check<Same<Static<typeof Learning.TrainerAttemptBody>, LearningApi.TrainerAttemptBody>>,
  Check<Same<Static<typeof Learning.TrainerAttemptReply>, LearningApi.TrainerAttemptReply>>,
  Check<Same<Static<typeof Learning.WebTaskReply>, LearningApi.WebTaskReply>>,
  // lessons and badges
  Check<Same<Static<typeof Courses.CourseLesson>, LessonsApi.CourseLesson>>,
  Check<Same<Static<typeof Courses.Course>, LessonsApi.Course>>,
  Check<Same<Static<typeof Courses.CoursesReply>, LessonsApi.CoursesReply>>,
  Check<Same<Static<typeof Courses.CheckAnswer>, LessonsApi.CheckAnswer>>,
  Check<Same<Static<typeof Courses.CheckBody>, LessonsApi.CheckBody>>,
  Check<Same<Static<typeof Courses.CheckResult>, LessonsApi.CheckResult>>,
  Check<Same<Static<typeof Courses.CheckReply>, LessonsApi.CheckReply>>,
  Check<Same<Static<typeof Courses.BadgesReply>, LessonsApi.BadgesReply>>,
  Check<Same<Static<typeof Courses.BadgeCatalogReply>, LessonsApi.BadgeCatalogReply>>,
  Check<Same<Static<typeof Courses.LessonsReportReply>, LessonsApi.LessonsReportReply>>,
  // classes
  Check<Same<Static<typeof Classes.SchoolAddressReply>['data'], ClassesApi.SchoolAddress>>,
  Check<Same<Static<typeof Classes.ClassInfo>, ClassesApi.ClassInfo>>,
  Check<Same<Static<typeof Classes.CreateClassBody>, ClassesApi.CreateClassBody>>,
  Check<Same<Static<typeof Classes.UpdateClassBody>, ClassesApi.UpdateClassBody>>,
  Check<Same<Static<typeof Classes.JoinClassBody>, ClassesApi.JoinClassBody>>,
  Check<Same<Static<typeof Classes.JoinReply>, ClassesApi.JoinReply>>,
  Check<Same<Static<typeof Classes.MovePupilBody>, ClassesApi.MovePupilBody>>,
  Check<Same<Static<typeof Users.MyClass>, ClassesApi.MyClass>>,
  Check<Same<Static<typeof Classes.MatrixPupil>, ClassesApi.MatrixPupil>>,
  Check<Same<Static<typeof Classes.MatrixCell>, ClassesApi.MatrixCell>>,
  Check<Same<Static<typeof Classes.ClassMatrix>, ClassesApi.ClassMatrix>>,
  Check<Same<Static<typeof Classes.ConsentWaiting>, ClassesApi.ConsentWaiting>>,
  Check<Same<Static<typeof WorkHistory.HistoryItem>, ClassesApi.HistoryItem>>,
  Check<Same<Static<typeof WorkHistory.PupilOverview>, ClassesApi.PupilOverview>>,
  Check<Same<Static<typeof WorkHistory.PupilHistoryReply>['data'], ClassesApi.PupilHistoryReply>>,
  Check<Same<Static<typeof Projects.ProgressBody>, BuildProgressApi.ProgressInput>>,
  Check<Same<Static<typeof Review.UndoReply>, ClassesApi.UndoReply>>,
  Check<Same<Static<typeof Admin.AuditEntry>, ClassesApi.AuditEntry>>,
  Check<Same<Static<typeof Admin.AuditReply>, ClassesApi.AuditReply>>,
  // the review conversation
  Check<Same<Static<typeof Conversation.SubmissionPhoto>, ConversationApi.SubmissionPhoto>>,
  Check<Same<Static<typeof Conversation.Mark>, ConversationApi.Mark>>,
  Check<Same<Static<typeof Conversation.ThreadMessage>, ConversationApi.ThreadMessage>>,
  Check<Same<Static<typeof Conversation.ThreadReply>, ConversationApi.ThreadReply>>,
  Check<Same<Static<typeof Conversation.NewThreadMessageBody>, ConversationApi.NewThreadMessageBody>>,
  Check<Same<Static<typeof Conversation.UnreadThread>, ConversationApi.UnreadThread>>,
  Check<Same<Static<typeof Review.ApproveBody>, ConversationApi.DecisionBody>>,
  Check<Same<Static<typeof WorkHistory.SubmissionReply>['data'], ClassesApi.HistoryItem>>,
  Check<Same<Static<typeof Family.ConsentInvite>, FamilyApi.ConsentInvite>>,
  Check<Same<Static<typeof Family.ConsentBody>, FamilyApi.ConsentBody>>,
  Check<Same<Static<typeof Family.ConsentReply>, FamilyApi.ConsentReply>>,
  Check<Same<Static<typeof Family.MyConsent>, FamilyApi.MyConsent>>,
  Check<Same<Static<typeof Family.PaperConsentBody>, FamilyApi.PaperConsentBody>>,
  Check<Same<Static<typeof Family.ChildSummary>, FamilyApi.ChildSummary>>,
  Check<Same<Static<typeof Family.ChildView>, FamilyApi.ChildView>>,
  Check<Same<Static<typeof Family.FamilyLink>, FamilyApi.FamilyLink>>,
  Check<Same<Static<typeof Lab.LabSlotsReply>, LabApi.LabSlotsReply>>,
  Check<Same<Static<typeof Lab.LabCircuitReply>, LabApi.LabCircuitReply>>,
  Check<Same<Static<typeof Practice.PracticeReply>, PracticeApi.PracticeReply>>,
  Check<Same<Static<typeof Mcu.McuTasksReply>, McuApi.McuTasksReply>>,
  Check<Same<Static<typeof Mcu.McuCheckBody>, McuApi.McuCheckBody>>,
  Check<Same<Static<typeof Mcu.McuCheckReply>, McuApi.McuCheckReply>>,
];
