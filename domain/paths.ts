// Every route path and link of the app (docs/product.md §3), in one place. The router, the menus, the cards,
// breadcrumbs and redirects build their links here; the server uses it for links in letters.
// Spellings are the contract's (`project_electonic`, `project_electrick_schem`).

export const PATHS = {
  root: '/',
  login: '/login',
  /** Ask for a password reset letter; with `?token=` the letter's link sets the new password. */
  password: '/password',
  startTraining: '/starttraining',
  main: '/main',
  electronics: '/main/electronics',
  models3d: '/main/3d-models',
  microcontrol: '/main/microcontrol',
  /** The secret course (level 4 and up; below it the page says what it takes). */
  secretCourse: '/main/secret-course',
  profile: '/main/profile',
  settings: '/main/settings',
  security: '/main/settingssecur',
  soldering: '/main/whatispayka',
  solderingAlias: '/main/what-is-payka',
  projects: '/main/projects',
  schemes: '/main/electric-schemes',
  materials: '/main/materials',
  pcbs: '/main/pcbs',
  megaProjects: '/main/mega-projects',
  myLevel: '/main/myLevel',
  /** Leaderboards and the monthly rating battle. */
  rating: '/main/rating',
  cheatSheet: '/main/spora',
  /** The Feedback comment section, linked from the menu and the footer. */
  feedback: '/main/feedback',
  /** The teacher's review queue. */
  review: '/main/review',
  /** Teachers link pupils to the journal here. */
  pupils: '/main/pupils',
  /** The teacher's classes: join codes and the way into each class's matrix. */
  classes: '/main/classes',
  /** «Жалобы»: reported comments and comments no page shows (teacher, admin). */
  moderation: '/main/moderation',
  /** The pupil's own submissions with the teacher's comments. */
  myWork: '/main/my-work',
  /** A class's join link (`?code=`), as the QR code on the board carries it. */
  join: '/join',
  admin: '/admin',
  /** A parent's children (docs/decisions/0169-families-consent.md); a parent lands here. */
  family: '/family',
  /** The consent letter's link (`?token=`): no sign-in needed. */
  familyConsent: '/family/consent',
  zombiebot: '/zombiebot',
  /** The header of the old app knew the schemes page at the top level too. */
  schemesShort: '/electric-schemes',
} as const;

/** Route patterns with parameters, as the router declares them. */
export const PATTERNS = {
  project: '/main/project_electonic/:id',
  scheme: '/main/project_electrick_schem/:id',
  publicProfile: '/profile/:id',
  classMatrix: '/main/classes/:id',
  /** A class's gallery: its pupils and its staff (docs/decisions/0279-the-class-gallery.md). */
  classGallery: '/main/classes/:id/gallery',
  pupil: '/main/pupils/:userId',
  familyChild: '/family/children/:id',
  /** A lesson of a course, by its catalogue id (src/content/lessons). */
  lesson: '/main/lessons/:id',
} as const;

export const projectPath = (id: number | string) => `/main/project_electonic/${id}`;
export const schemePath = (id: number | string) => `/main/project_electrick_schem/${id}`;
export const publicProfilePath = (id: number | string) => `/profile/${id}`;
export const lessonPath = (id: number | string) => `/main/lessons/${id}`;
/** A course's page by the catalogue's course id: 1 electronics, 2 microcontrollers, 3 the secret course. */
export const coursePath = (courseId: number) =>
  courseId === 2 ? PATHS.microcontrol : courseId === 3 ? PATHS.secretCourse : PATHS.electronics;
export const classPath = (id: number | string) => `/main/classes/${id}`;
export const classGalleryPath = (id: number | string) => `/main/classes/${id}/gallery`;
/** A pupil's page for staff; `#work-<id>` scrolls to one submission. */
export const pupilPath = (userId: number | string, submissionId?: number) =>
  `/main/pupils/${userId}${submissionId === undefined ? '' : `#work-${submissionId}`}`;
/** A parent's page of one child (the weekly letter links here too). */
export const familyChildPath = (id: number | string) => `/family/children/${id}`;
export const joinPath = (code: string) => `/join?code=${encodeURIComponent(code)}`;

/** The class code of a join link (joinPath), or undefined for any other path. */
export function joinCodeOf(path: string | undefined): string | undefined {
  if (!path?.startsWith(`${PATHS.join}?`)) return undefined;
  return new URLSearchParams(path.slice(PATHS.join.length + 1).split('#')[0]).get('code')?.trim() || undefined;
}

/**
 * Where to go after logging in: the page the visitor was sent away from, if it is one of ours.
 * Only a same-site path is taken (`/main/...`), never `//evil.example` or `https://...`, and never
 * the login page itself.
 */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return PATHS.main;
  }
  // Control characters (a smuggled newline) make the path unusable.
  for (const char of from) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return PATHS.main;
  }
  const pathname = from.split(/[?#]/)[0] ?? '';
  if (pathname === PATHS.login || pathname === PATHS.root) return PATHS.main;
  return from;
}
