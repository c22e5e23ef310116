import type { Section } from '../../../domain/comments';
import type { Role } from '../../../domain/constants';
import type { PhotoSize } from '../../../domain/review';

// Every server read's key, in one place: a key starting another names a part of it, so
// invalidating `rating.all` refreshes every rating list at once. Features import these from
// src/lib/query, never from each other.

const rating = ['rating'] as const;
const projects = ['projects'] as const;
const people = ['people'] as const;
const comments = ['comments'] as const;
const audit = ['admin', 'audit'] as const;
const classes = ['classes'] as const;
const pupilHistory = ['pupil-history'] as const;

export const queryKeys = {
  /** The signed-in user's own profile: name, photo, level, diamonds, rating, role. */
  ownProfile: ['own-profile'] as const,
  publicProfile: (id: string) => ['public-profile', id] as const,
  rating: {
    all: rating,
    /** The own rating with the medals. */
    own: [...rating, 'own'] as const,
    leaderboard: (page: number) => [...rating, 'leaderboard', page] as const,
    top3: [...rating, 'top3'] as const,
    monthStats: [...rating, 'month-stats'] as const,
    history: [...rating, 'history'] as const,
  },
  comments: {
    all: comments,
    /** The list and the vote total of one item. */
    of: (section: Section, id: number) => [...comments, section, id] as const,
    list: (section: Section, id: number) => [...comments, section, id, 'list'] as const,
    judgement: (section: Section, id: number) => [...comments, section, id, 'judgement'] as const,
  },
  review: {
    /** The pending work; its `count` is also the menus' badge. */
    queue: ['review', 'queue'] as const,
    /** One of a submission's photos (up to three). */
    photoAt: (submissionId: number, index: number, size: PhotoSize) => ['review', 'photo', submissionId, size, index] as const,
    /** A submission's private thread, and the threads with unread messages for the reader. */
    thread: (submissionId: number) => ['review', 'thread', submissionId] as const,
    unread: ['review', 'unread'] as const,
    /** The teacher's own decisions still undoable, and their comment bank. */
    recent: ['review', 'recent'] as const,
    commentBank: ['review', 'comment-bank'] as const,
    /** A submission by id (the previous one beside a resubmission). */
    submission: (submissionId: number) => ['review', 'submission', submissionId] as const,
    /** Task solutions waiting for a teacher (docs/decisions/0210-…); its `count` is the tab's. */
    tasks: ['review', 'tasks'] as const,
    /** A task solution's photo (docs/decisions/0214-…): outside `tasks`, so a decision does not fetch it again. */
    taskPhoto: (solutionId: number, size: PhotoSize) => ['review', 'task-photo', solutionId, size] as const,
  },
  projects: {
    all: projects,
    status: (projectId: number) => [...projects, 'status', projectId] as const,
    statuses: [...projects, 'statuses'] as const,
  },
  /** Decisions on the pupil's work not shown yet: asked once per start, apart from `projects`. */
  notices: ['notices'] as const,
  people: {
    all: people,
    page: (page: number, search: string, role: Role | undefined) => [...people, { page, search, role: role ?? null }] as const,
    /** The users search by name (trimmed). */
    search: (query: string) => [...people, 'search', query] as const,
  },
  admin: {
    dashboard: ['admin', 'dashboard'] as const,
    /** The trail of decisions and changes, by pages; any write that records one refreshes it. */
    audit: (page: number) => [...audit, page] as const,
  },
  classes: {
    all: classes,
    /** The teacher's own classes (admin: all) with codes and pupil counts. */
    list: [...classes, 'list'] as const,
    /** Where pupils' devices reach the school (the QR code's address): not under `classes`, whose changes do not move it. */
    address: ['school-address'] as const,
    matrix: (classId: number) => [...classes, 'matrix', classId] as const,
    /** Pupils of the teacher's classes whose parent has not agreed or withdrew (the teacher's home). */
    consentsWaiting: [...classes, 'consents-waiting'] as const,
    /** Who was marked present at a meeting of the class ('YYYY-MM-DD'). */
    attendance: (classId: number, date: string) => [...classes, 'attendance', classId, date] as const,
    /** Who passed which lesson, and the questions the class got wrong most. */
    lessonsReport: (classId: number) => [...classes, 'lessons-report', classId] as const,
    /** The class's assignments (a pupil: with their own state; staff: each pupil's) and announcements (0281, 0282). */
    assignments: (classId: number) => [...classes, 'assignments', classId] as const,
    announcements: (classId: number) => [...classes, 'announcements', classId] as const,
  },
  /** «Допуск к пайке»: a pupil's as staff read it, and the signed-in pupil's own. */
  permit: {
    all: ['soldering-permit'] as const,
    of: (userId: number) => ['soldering-permit', userId] as const,
    own: ['soldering-permit', 'own'] as const,
  },
  /** The signed-in pupil's tasks with the teacher's reading of each. */
  myTasks: ['my-tasks'] as const,
  /** A pupil's overview, submissions and ledger, for staff. */
  pupilHistory: { all: pupilHistory, of: (userId: number) => [...pupilHistory, userId] as const },
  /** A class's gallery (docs/decisions/0279-the-class-gallery.md). */
  gallery: (classId: number) => ['gallery', classId] as const,
  /** «Жалобы»: reported comments and comments no page shows (staff). */
  moderation: ['moderation'] as const,
  /** The pupil's own class, or null. */
  myClass: ['my-class'] as const,
  /** The pupil's own submissions («Мои работы»). */
  myWork: ['my-work'] as const,
  /** The courses with their lessons: prices, rewards, what the pupil bought and passed. */
  courses: ['courses'] as const,
  badges: {
    /** The signed-in pupil's earned badges. */
    own: ['badges', 'own'] as const,
    /** Every badge there is, for showing the ones not earned yet. */
    catalog: ['badges', 'catalog'] as const,
  },
  /** The lab's own circuits on this device (IndexedDB, synced with the server), per signed-in user. */
  lab: {
    all: ['lab'] as const,
    slots: (ownerId: number) => ['lab', ownerId, 'slots'] as const,
    circuit: (ownerId: number, slot: number) => ['lab', ownerId, 'circuit', slot] as const,
  },
  /** The programming tasks of «Микроконтроллеры»: which the pupil passed, and a check waiting on this device. */
  mcu: {
    tasks: ['mcu', 'tasks'] as const,
    check: (ownerId: number, taskId: number) => ['mcu', 'check', ownerId, taskId] as const,
  },
  /** Families (docs/decisions/0169-families-consent.md): the pupil's own consent, a parent's children, the admin's list of links. */
  family: {
    myConsent: ['family', 'my-consent'] as const,
    /** The consent letter's page: whose child, whether the parent has an account. */
    invite: (token: string) => ['family', 'invite', token] as const,
    children: ['family', 'children'] as const,
    child: (id: number) => ['family', 'children', id] as const,
    links: ['admin', 'family-links'] as const,
    /** A pupil's consent as staff see it on the pupil's page. */
    pupilConsent: (userId: number) => ['family', 'pupil-consent', userId] as const,
  },
};

/** What each write changes: the keys to invalidate once it has succeeded. */
export const changedBy = {
  comment: (section: Section, id: number) => [queryKeys.comments.of(section, id)],
  levelPurchase: [queryKeys.ownProfile, rating],
  profileSave: [queryKeys.ownProfile, ['public-profile'], comments],
  leaderboardVisibility: [queryKeys.ownProfile, rating],
  /** A teacher approved or returned a work. */
  decision: [queryKeys.review.queue, queryKeys.review.recent, queryKeys.review.commentBank, queryKeys.admin.dashboard, people, classes, pupilHistory, audit],
  /** A message in a submission's thread: its list, the unread notices, the histories that carry it. */
  threadMessage: (submissionId: number) => [queryKeys.review.thread(submissionId), queryKeys.review.unread, queryKeys.myWork, pupilHistory],
  /** A thread read: the server marked it read, so the unread notices change. */
  threadRead: [queryKeys.review.unread],
  /** A role or a journal link changed. */
  person: [people, queryKeys.admin.dashboard, queryKeys.review.queue, audit],
  /** A photo reached the server. */
  submission: [projects, queryKeys.myWork],
  /** A class was created, renamed, closed, given a new code, or a pupil moved or left it. */
  classChange: [classes, pupilHistory, people],
  /** The pupil joined a class (and with it the journal; a surname may have come with it). */
  classJoin: [queryKeys.myClass, queryKeys.ownProfile, projects],
  /** The pupil learned of a decision: the reward is in the figures, the status on the page. */
  outcome: [queryKeys.ownProfile, rating, projects, queryKeys.myWork],
  /** A lesson bought with diamonds. */
  lessonPurchase: [queryKeys.ownProfile, ['courses']],
  /** A lesson's answers checked: a first pass pays diamonds and may earn a badge. */
  lessonCheck: [queryKeys.ownProfile, ['courses'], ['badges', 'own']],
  /** A lesson's practice built right in the lab: the lesson shows it done. */
  labPractice: [queryKeys.courses],
  /** A program checked by the server: a first pass pays diamonds and shows the task passed. */
  mcuCheck: [queryKeys.ownProfile, ['mcu', 'tasks']],
  /** A teacher accepted or returned a task's solution: the queue, the pupil's figures, the trail. */
  taskDecision: [queryKeys.review.tasks, people, classes, pupilHistory, audit],
  /** A teacher granted or withdrew a soldering permit: the matrix and the report show it too. */
  permit: [['soldering-permit'], classes, pupilHistory, audit],
  /** A meeting marked: the day's list, the pupils' diamonds. */
  attendance: [classes, pupilHistory, people, audit],
  /** The pupil bought a task or handed in a solution: the list and the diamonds. */
  myTask: [queryKeys.myTasks, queryKeys.ownProfile],
  /** A build shown to the class or taken back, hidden or shown again by staff: the galleries, the trail. */
  gallery: [['gallery'], audit],
  /** A comment hidden or shown again from «Жалобы»: the list, every comment list, the trail. */
  moderation: [['moderation'], comments, audit],
  /** A consent was given, withdrawn or recorded on paper, or a family link removed. */
  consent: [['family'], pupilHistory, queryKeys.admin.dashboard, ['admin', 'family-links'], audit],
  /** A teacher set or deleted an assignment, or wrote or deleted an announcement. */
  classLife: (classId: number) => [queryKeys.classes.assignments(classId), queryKeys.classes.announcements(classId), audit],
};
